import {
  adoptSignedInSession,
  getRoles,
  getToken,
  portalHandoverOffer,
  ROLES_COOKIE,
  TOKEN_STORAGE_KEY,
} from '@courier/shared/core';
import {
  leaveSignIn,
  loadPortalInPage,
  pageLoad,
  resetPortalInPage,
} from '../src/features/sign-in/utils/handover';
import { resetPrefetchPortal } from '../src/features/sign-in/utils/prefetchPortal';
import { fetchAnswer } from './fetchAnswer';

const PORTAL_HTML = `<!doctype html><html><head>
  <link rel="preload" href="/17.1234abcd.js" as="script">
  <script defer src="/main.js"></script>
</head><body></body></html>`;

/** The scripts the sign-in page added to run the portal in it. */
const portalScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let leftFor: string[];
beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as { __courierPortalHandover?: unknown }).__courierPortalHandover;
  resetPrefetchPortal();
  resetPortalInPage();
  global.fetch = jest.fn(async (url: string) =>
    url === '/' ? fetchAnswer(200, PORTAL_HTML) : fetchAnswer(404, ''),
  ) as unknown as typeof fetch;
  leftFor = [];
  jest.spyOn(pageLoad, 'to').mockImplementation((url) => void leftFor.push(url));
});
afterEach(() => jest.restoreAllMocks());

describe('the sign-in page hands its page over to the portal', () => {
  it("runs the portal's entry scripts in the page once, in order, and offers the page to them", async () => {
    loadPortalInPage();
    loadPortalInPage();
    await settle();
    expect(portalScripts().map((s) => [s.getAttribute('src'), s.async])).toEqual([['/main.js', false]]);
    expect(portalHandoverOffer()).toBeDefined();
  });

  it('starts the portal in the page once its code has accepted: the sign-in page leaves first, no page load', async () => {
    loadPortalInPage();
    const order: string[] = [];
    const enter = jest.fn(async (url: string) => void order.push(`enter ${url}`));
    portalHandoverOffer()!.accept(enter);
    await leaveSignIn('/planning', () => order.push('unmount'));
    expect(order).toEqual(['unmount', 'enter /planning']);
    expect(leftFor).toEqual([]);
  });

  it("holds the portal's stylesheets until it starts, so the sign-in page does not move", async () => {
    const own = document.createElement('style');
    document.head.appendChild(own);
    loadPortalInPage();
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: '/217.css',
      media: 'screen',
    });
    const style = document.createElement('style');
    document.head.append(link, style);
    await settle();
    expect([own.media, link.media, style.media]).toEqual(['', 'not all', 'not all']);
    portalHandoverOffer()!.accept(async () => undefined);
    await leaveSignIn('/', () => undefined);
    expect([own.media, link.media, style.media]).toEqual(['', 'screen', '']);
  });

  it('waits for the portal still loading, then starts it', async () => {
    loadPortalInPage();
    const enter = jest.fn(async () => undefined);
    const leaving = leaveSignIn('/', () => undefined);
    await settle();
    expect(enter).not.toHaveBeenCalled();
    portalHandoverOffer()!.accept(enter);
    await leaving;
    expect(enter).toHaveBeenCalledWith('/');
    expect(leftFor).toEqual([]);
  });

  it('falls back to a full page load: no portal in the page, a script that fails, too slow, or a failed start', async () => {
    const unmount = jest.fn();
    await leaveSignIn('/a', unmount);

    loadPortalInPage();
    await settle();
    portalScripts()[0].dispatchEvent(new Event('error'));
    await leaveSignIn('/b', unmount);

    resetPortalInPage();
    resetPrefetchPortal();
    loadPortalInPage();
    await leaveSignIn('/c', unmount, 10);

    resetPortalInPage();
    loadPortalInPage();
    portalHandoverOffer()!.accept(async () => {
      throw new Error('the portal failed to start');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await leaveSignIn('/d', unmount);

    expect(leftFor).toEqual(['/a', '/b', '/c', '/d']);
    // Only the failed start had taken the sign-in page away.
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});

describe("the portal's side", () => {
  it('reads the session the sign-in page stored (its own copy of the stores started empty)', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'signed-in-token');
    document.cookie = `${ROLES_COOKIE}=PLANNING,FINANCE; path=/`;
    expect(getToken()).toBeNull();
    expect(getRoles()).toEqual([]);
    adoptSignedInSession();
    expect(getToken()).toBe('signed-in-token');
    expect([...getRoles()].sort()).toEqual(['FINANCE', 'PLANNING']);
  });
});
