import { render, screen } from '@testing-library/react';
import { App } from '../src/app/App';

describe('mfe-settings', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('serves /settings', async () => {
    window.history.pushState(null, '', '/settings');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('/settings', { selector: 'code' })).toBeInTheDocument();
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
