// The sign-in page (signin.html, served on the paths of shared's sign-in-pages.json: /login,
// /login/password, /login/code, /codeqr): its own bundle, without module federation, so the
// first page staff open costs about what a bare React page does (cold load <= 1.3x).
// The portal's files are prefetched while the user types; after the last step a full page
// load opens the portal, which then has the session.
import { createRoot } from 'react-dom/client';
import { loadPortalConfig, preloadApiClient } from '@courier/shared/core';
import { SignInApp } from './features/sign-in/components/SignInApp';
import { prefetchPortal } from './features/sign-in/utils/prefetchPortal';

void loadPortalConfig('/config.json');
// The API client (axios) is not needed to show the form: it loads once the user starts on it
// (not on focus: the Login field takes the focus as soon as it shows).
for (const start of ['keydown', 'pointerdown', 'input'])
  document.addEventListener(start, preloadApiClient, { once: true, capture: true });
createRoot(document.getElementById('shell-page') ?? document.body).render(
  <SignInApp onLeave={(url) => window.location.replace(url)} preloadPortal={() => void prefetchPortal()} />,
);
