// The sign-in page (signin.html, served on the paths of shared's sign-in-pages.json: /login,
// /login/password, /login/code, /codeqr): its own bundle, without module federation, so the
// first page staff open costs about what a bare React page does (cold load <= 1.3x).
// From the password step on, the portal's scripts run in this page and wait; after the last
// step the portal starts here, without a page load (a full page load when it is not ready).
import { createRoot } from 'react-dom/client';
import { loadPortalConfig, preloadApiClient } from '@courier/shared/core';
import { SignInApp } from './features/sign-in/components/SignInApp';
import { leaveSignIn, loadPortalInPage } from './features/sign-in/utils/handover';

void loadPortalConfig('/config.json');
// The API client (axios) is not needed to show the form: it loads once the user starts on it
// (not on focus: the Login field takes the focus as soon as it shows).
for (const start of ['keydown', 'pointerdown', 'input'])
  document.addEventListener(start, preloadApiClient, { once: true, capture: true });
const root = createRoot(document.getElementById('shell-page') ?? document.body);
root.render(
  <SignInApp onLeave={(url) => void leaveSignIn(url, () => root.unmount())} preloadPortal={loadPortalInPage} />,
);
