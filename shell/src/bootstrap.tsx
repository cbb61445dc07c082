// The shell's first code after federation has negotiated the shared singletons. Without a
// session, or on a sign-in step, only the light sign-in app runs: React and the light core of
// `shared`, no router, UI kit or areas (issue 3: first JavaScript <= 150 KB gzip). The portal's
// code is fetched once the user submits the password, and takes over after the last step.
import { createRoot } from 'react-dom/client';
import { getToken, isSignInPage, loadPortalConfig } from '@courier/shared/core';
import { SignInApp } from './features/sign-in/components/SignInApp';

let portal: Promise<typeof import('./app/start')> | null = null;
const loadPortal = () => (portal ??= import(/* webpackChunkName: "portal" */ './app/start'));

const container = document.getElementById('shell-page') ?? document.body;

if (getToken() && !isSignInPage(window.location.pathname)) {
  void loadPortal().then(({ startPortal }) => startPortal());
} else {
  void loadPortalConfig('/config.json');
  const root = createRoot(container);
  const enterPortal = async (url: string) => {
    const { startPortal } = await loadPortal();
    window.history.replaceState(null, '', url);
    root.unmount();
    await startPortal();
  };
  root.render(<SignInApp onLeave={(url) => void enterPortal(url)} preloadPortal={() => void loadPortal()} />);
}
