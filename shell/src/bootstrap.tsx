// The portal's first code after federation has negotiated the shared singletons. Signing in
// has its own light page (signin.html, src/signin.tsx), which the servers route the sign-in
// paths to: without a session, the portal leaves for it with a full page load. That page runs
// this code from its password step on (the handover): the portal loads, then starts there.
import { createRoot } from 'react-dom/client';
import { getToken, isSignInPage, loadPortalConfig, portalHandoverOffer, signInUrl } from '@courier/shared/core';
import { SignInApp } from './features/sign-in/components/SignInApp';
import { fullPageLoad } from './features/session/utils/fullPageLoad';
import { loadPortalRemotes } from './features/areas/areas';

let portal: Promise<typeof import('./app/start')> | null = null;
const loadPortal = () => (portal ??= import(/* webpackChunkName: "portal" */ './app/start'));

const container = document.getElementById('shell-page') ?? document.body;
const onSignInPage = isSignInPage(window.location.pathname);
const handover = portalHandoverOffer();

if (handover) {
  // Inside the sign-in page: the code, the remotes and the areas' Today parts load while the
  // user types the code; the sign-in page starts the portal once signed in.
  void loadPortalConfig('/config.json');
  void loadPortal().then(({ warmPortal, enterPortal }) => {
    void warmPortal();
    handover.accept(enterPortal);
  });
} else if (getToken() && !onSignInPage) {
  // The API's address and the remotes' are read while the portal's code loads, not after it.
  void loadPortalConfig('/config.json');
  void loadPortalRemotes();
  // Today's calls too, before the portal's code runs (a chunk of its own: the sign-in steps never load it).
  if (window.location.pathname === '/')
    void import(/* webpackChunkName: "today-calls" */ './features/today/earlyCalls').then((m) => m.startTodayCalls());
  void loadPortal().then(({ startPortal }) => startPortal());
} else if (!onSignInPage) {
  fullPageLoad.to(signInUrl());
} else {
  // A web server that does not read pages.json serves index.html on a sign-in path: sign in
  // here, then hand over to the portal in the same page.
  void loadPortalConfig('/config.json');
  const root = createRoot(container);
  const leaveForPortal = async (url: string) => {
    const { enterPortal } = await loadPortal();
    root.unmount();
    await enterPortal(url);
  };
  root.render(<SignInApp onLeave={(url) => void leaveForPortal(url)} preloadPortal={() => void loadPortal()} />);
}
