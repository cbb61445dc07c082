import { offerPortalHandover, type EnterPortal } from '@courier/shared/core';
import { portalEntryScripts, prefetchPortal } from './prefetchPortal';

let portal: Promise<EnterPortal | null> | null = null;

type Stylesheet = HTMLLinkElement | HTMLStyleElement;
const held: { sheet: Stylesheet; media: string }[] = [];
let styleWatch: MutationObserver | null = null;

const isStylesheet = (node: Node): node is Stylesheet =>
  node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet');

/**
 * The portal's global styles (the UI kit's, the frame's) would move the sign-in page about
 * while the user types the code: every stylesheet added from now on is held (`media="not all"`:
 * it still loads) until the portal starts.
 */
function holdPortalStyles(): void {
  styleWatch = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (isStylesheet(node)) {
          held.push({ sheet: node, media: node.media });
          node.media = 'not all';
        }
  });
  styleWatch.observe(document.documentElement, { childList: true, subtree: true });
}

function releasePortalStyles(): void {
  styleWatch?.disconnect();
  styleWatch = null;
  for (const { sheet, media } of held.splice(0)) sheet.media = media;
}

/**
 * From the password step on, the portal's own scripts run in this page: its code, the areas'
 * registrations and their Today parts load while the user types the code, then wait for
 * `leaveSignIn`. Once per page; a script that cannot load leaves sign-in to a full page load.
 */
export function loadPortalInPage(): void {
  void prefetchPortal();
  if (portal) return;
  holdPortalStyles();
  portal = new Promise<EnterPortal | null>((resolve) => {
    void offerPortalHandover().then(resolve);
    void portalEntryScripts().then((sources) => {
      if (sources.length === 0) resolve(null);
      for (const src of sources) {
        const script = document.createElement('script');
        script.src = src;
        script.async = false;
        script.onerror = () => resolve(null);
        document.head.appendChild(script);
      }
    });
  });
}

/** How a page is left without the handover (an object, so tests can replace `to`). */
export const pageLoad = {
  to(url: string): void {
    window.location.replace(url);
  },
};

const PORTAL_WAIT_MS = 10_000;

/**
 * Leaves the sign-in steps for `url`: the portal loaded in this page starts there (`unmount`
 * first takes the sign-in page away); without it, or when it is not ready in time or fails to
 * start, a full page load opens the portal as before.
 */
export async function leaveSignIn(url: string, unmount: () => void, waitMs = PORTAL_WAIT_MS): Promise<void> {
  const enter = portal
    ? await Promise.race([portal, new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs))])
    : null;
  if (!enter) return pageLoad.to(url);
  unmount();
  releasePortalStyles();
  try {
    await enter(url);
  } catch (error) {
    console.error('[sign-in] the portal could not start in this page; loading it again', error);
    pageLoad.to(url);
  }
}

/** Tests only: as in a new page. */
export function resetPortalInPage(): void {
  portal = null;
  releasePortalStyles();
}
