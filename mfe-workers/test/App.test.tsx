import { render, screen } from '@testing-library/react';
import { App } from '../src/app/App';

describe('mfe-workers', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('serves /workers', async () => {
    window.history.pushState(null, '', '/workers');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: /Coursiers/ })).toBeInTheDocument();
    expect(screen.getByText('/workers', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /workers/:short_code', async () => {
    window.history.pushState(null, '', '/workers/X-42');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: /Coursiers/ })).toBeInTheDocument();
    expect(screen.getByText('/workers/:short_code', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /retrib', async () => {
    window.history.pushState(null, '', '/retrib');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rétributions' })).toBeInTheDocument();
    expect(screen.getByText('/retrib', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /vehicles', async () => {
    window.history.pushState(null, '', '/vehicles');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Véhicules' })).toBeInTheDocument();
    expect(screen.getByText('/vehicles', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /vehicles/:shortCode', async () => {
    window.history.pushState(null, '', '/vehicles/X-42');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Véhicules' })).toBeInTheDocument();
    expect(screen.getByText('/vehicles/:shortCode', { selector: 'code' })).toBeInTheDocument();
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
