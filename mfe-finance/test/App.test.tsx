import { render, screen } from '@testing-library/react';
import { App } from '../src/app/App';

describe('mfe-finance', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('serves /finance/recovery', async () => {
    window.history.pushState(null, '', '/finance/recovery');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    expect(screen.getByText('/finance/recovery', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /finance/recovery/:clientId', async () => {
    window.history.pushState(null, '', '/finance/recovery/X-42');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    expect(screen.getByText('/finance/recovery/:clientId', { selector: 'code' })).toBeInTheDocument();
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
