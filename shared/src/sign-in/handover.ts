import { reloadLocale } from '../format/locale';
import { refreshRolesFromCookie } from '../session/roles';
import { reloadToken } from '../session/token';

/**
 * Signing in hands the page over to the portal. The sign-in page (a light bundle of its own) runs
 * the portal's scripts while the user types the code; the portal's code loads and waits. When
 * the last step succeeds, the portal starts in the same page instead of a full page load. The
 * two bundles have their own copies of this module and meet on one property of `window`.
 */
export type EnterPortal = (url: string) => Promise<void>;

export interface PortalHandoverOffer {
  /** The portal, once its code has run, gives the function that starts it at `url`. */
  accept: (enter: EnterPortal) => void;
}

const KEY = '__courierPortalHandover';
type OfferWindow = { [KEY]?: PortalHandoverOffer };

/** The sign-in page offers its page to the portal: resolves once the portal's code accepts. */
export function offerPortalHandover(): Promise<EnterPortal> {
  return new Promise((accept) => {
    (window as OfferWindow)[KEY] = { accept };
  });
}

/** The portal's side: the sign-in page's offer, when this code runs inside the sign-in page. */
export function portalHandoverOffer(): PortalHandoverOffer | undefined {
  return typeof window === 'undefined' ? undefined : (window as OfferWindow)[KEY];
}

/** The portal's copies of the session, read again from the browser where the sign-in page wrote them. */
export function adoptSignedInSession(): void {
  reloadToken();
  refreshRolesFromCookie();
  reloadLocale();
}
