import { render, screen } from '@testing-library/react';
import { fakeApi, renderArea } from '@courier/shared/testing';
import { App } from '../src/app/App';
import { AppRoutes } from '../src/app/routes';
import { installChat, uninstallChat } from './features/chat/support';

// The area's routing, on the shared test kit: /chat shows the chat page (a lazy chunk with a
// loading state first); other paths belong to the shell.
afterEach(() => uninstallChat());

describe('mfe-chat', () => {
  it("serves /chat: a loading state until the page's code has arrived, then the page", async () => {
    installChat(fakeApi());
    const { container } = renderArea(<AppRoutes />, { path: '/chat' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('h1')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Search conversations' })).toBeInTheDocument();
  });

  it('renders nothing on a path of another area', () => {
    const { container } = renderArea(<AppRoutes />, { path: '/somewhere-else' });
    expect(container.querySelector('h1')).toBeNull();
  });

  it("mounts its routes in the area's root (providers, router, error boundary)", async () => {
    installChat(fakeApi());
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
