import { setUnauthorizedHandler } from '../api-client/errors';
import { clearRoles } from './roles';
import { clearToken } from './token';
import { clearUser } from './user-store';
import signInPages from './sign-in-pages.json';

/** The sign-in page; `next` keeps the page the user wanted. */
export const SIGN_IN_PATH = '/login';

/**
 * The pages of signing in (password, code, enrolment): they run before the portal loads. A JSON
 * file, because the shell's build reads it too (the sign-in page's html serves these paths).
 */
export const SIGN_IN_PAGES: readonly string[] = signInPages;

export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGES.includes(pathname.replace(/\/+$/, '') || '/');
}

/** The page wanted before sign-in (`?next=`), only when it is a path of this portal. */
export function safeNextPath(next: string | null | undefined): string {
  if (
    !next ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.startsWith(SIGN_IN_PATH) ||
    next.startsWith('/logout')
  )
    return '/';
  return next;
}

/** `?next=/clients` to carry the wanted page from one sign-in step to the next ('' for home). */
export function nextQuery(next: string): string {
  return next === '/' ? '' : `?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}

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
  return `${SIGN_IN_PATH}${nextQuery(safeNextPath(here))}`;
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
