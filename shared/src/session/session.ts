import { setUnauthorizedHandler } from '../api-client/client';
import { clearRoles } from './roles';
import { clearToken } from './token';
import { clearUser } from './user-store';

/** The sign-in page; `next` keeps the page the user wanted. */
export const SIGN_IN_PATH = '/login';

/** Clears token, user and the roles cookie (no call). */
export function endSessionLocally(): void {
  clearToken();
  clearUser();
  clearRoles();
}

/** `/login?next=/clients` for the page the user is on (nothing for sign-in pages). */
export function signInUrl(wanted?: string): string {
  const here =
    wanted ?? (typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`);
  const skip = here === '/' || here.startsWith(SIGN_IN_PATH) || here.startsWith('/logout');
  return skip ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(here).replace(/%2F/gi, '/')}`;
}

type Navigate = (url: string) => void;
let navigate: Navigate = (url) => window.location.assign(url);

/** The shell passes single-spa's navigateToUrl; a standalone host keeps the default. */
export function setSessionNavigator(fn: Navigate): void {
  navigate = fn;
}

/** What a 401 from any call does: end the session and go to sign-in, keeping the wanted page. */
export function handleUnauthorized(): void {
  endSessionLocally();
  if (typeof window === 'undefined') return;
  if (window.location.pathname.startsWith(SIGN_IN_PATH)) return;
  navigate(signInUrl());
}

setUnauthorizedHandler(handleUnauthorized);
