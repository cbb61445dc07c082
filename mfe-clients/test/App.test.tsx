import { render, screen } from '@testing-library/react';
import { App } from '../src/app/App';

describe('mfe-clients', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('serves /clients', async () => {
    window.history.pushState(null, '', '/clients');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Client' })).toBeInTheDocument();
    expect(screen.getByText('/clients', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /clients/:clientId', async () => {
    window.history.pushState(null, '', '/clients/X-42');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Client' })).toBeInTheDocument();
    expect(screen.getByText('/clients/:clientId', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /users/cfr', async () => {
    window.history.pushState(null, '', '/users/cfr');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByText('/users/cfr', { selector: 'code' })).toBeInTheDocument();
  });

  it('serves /users/cfr/:userId', async () => {
    window.history.pushState(null, '', '/users/cfr/X-42');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByText('/users/cfr/:userId', { selector: 'code' })).toBeInTheDocument();
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
