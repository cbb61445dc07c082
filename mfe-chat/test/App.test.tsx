import { render, screen } from '@testing-library/react';
import { renderArea } from '@courier/shared/testing';
import { App } from '../src/app/App';
import { AppRoutes } from '../src/app/routes';

// The area's routing, on the shared test kit: each route shows its page (a placeholder until
// the area's issue fills it), a lazy chunk with a loading state first.
describe('mfe-chat', () => {
  it("serves /chat: a loading state until the page's code has arrived, then the page", async () => {
    const { container } = renderArea(<AppRoutes />, { path: '/chat' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('h1')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByText('/chat', { selector: 'code' })).toBeInTheDocument();
  });

  it('renders nothing on a path of another area', () => {
    const { container } = renderArea(<AppRoutes />, { path: '/somewhere-else' });
    expect(container.querySelector('h1')).toBeNull();
  });

  it("mounts its routes in the area's root (providers, router, error boundary)", async () => {
    window.history.pushState(null, '', '/chat');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
  });

  it('exposes single-spa lifecycles', async () => {
    const lifecycles = await import('../src/lifecycles');
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });
});
