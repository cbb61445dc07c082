import { configure, render, screen } from '@testing-library/react';
import { fakeApi } from '@courier/shared/testing';
import { App } from '../src/app/App';

// Each page is a lazy chunk: its first import (evaluating its modules) happens while the test
// waits for it, and Mantine pages take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

// The area's routing: each route of docs/product.md#areas-and-routes shows its own page (the pages' behaviour is
// tested in test/features/). Data calls fail here, which the pages show as errors:
// a fake API answers 501 to every call (a real request to a missing server left
// jsdom's 30 s timeout timer pending, which held the jest worker after the last test).
const ROUTES: [path: string, heading: string | RegExp][] = [
  ['/workers', /Coursiers/],
  ['/workers/X-42', /Coursiers/],
  ['/retrib', 'Rétributions'],
  ['/vehicles', 'Véhicules'],
  ['/vehicles/X-42', 'Vehicle X-42'],
];

describe('mfe-workers', () => {
  beforeEach(() => {
    fakeApi();
  });
  afterEach(() => window.history.pushState(null, '', '/'));

  // First: no page's code has been loaded yet in this file.
  it("shows a loading state in the area until the page's code has arrived", async () => {
    window.history.pushState(null, '', '/retrib');
    const { container } = render(<App />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('h1')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rétributions' })).toBeInTheDocument();
  });

  it.each(ROUTES)('serves %s', async (path, heading) => {
    window.history.pushState(null, '', path);
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders nothing on a path of another area', () => {
    window.history.pushState(null, '', '/somewhere-else');
    const { container } = render(<App />);
    expect(container.querySelector('h1')).toBeNull();
  });

  it('exposes single-spa lifecycles', async () => {
    const lifecycles = await import('../src/lifecycles');
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });
});
