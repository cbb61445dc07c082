import { configure, render, screen } from '@testing-library/react';
import { fakeApi } from '@courier/shared/testing';
import { App } from '../src/app/App';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

// The area's routing: each route shows its own page (the pages' behaviour is tested in
// test/features/). Data calls fail here, which the pages show as errors:
// a fake API answers 501 to every call (a real request to a missing server left
// jsdom's 30 s timeout timer pending, which held the jest worker after the last test).
describe('mfe-finance', () => {
  beforeEach(() => {
    fakeApi();
  });
  afterEach(() => window.history.pushState(null, '', '/'));

  it('serves /finance/recovery', async () => {
    window.history.pushState(null, '', '/finance/recovery');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance recovery' })).toBeInTheDocument();
  });

  it('serves /finance/recovery/:clientId', async () => {
    window.history.pushState(null, '', '/finance/recovery/42');
    render(<App />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('serves /finance/billing', async () => {
    window.history.pushState(null, '', '/finance/billing');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoicing run' })).toBeInTheDocument();
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
