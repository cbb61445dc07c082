import Cookies from 'js-cookie';
import { normalizeRoles } from '../access';
import { createStore, useStore } from '../store/createStore';

/** docs/product.md#roles: the role list is kept in the cookie `userRoles`, roles joined by commas, uppercase. */
export const ROLES_COOKIE = 'userRoles';

/** Reads the cookie (values may be lower case or spaced: they are normalized). */
export function readRolesCookie(): string[] {
  const raw = Cookies.get(ROLES_COOKIE);
  return raw ? normalizeRoles(raw.split(',')) : [];
}

const rolesStore = createStore<string[]>(readRolesCookie());

/** Writes the cookie and tells every root. The cookie is a display hint; the server decides. */
export function setRoles(roles: readonly string[] | null | undefined): void {
  const normalized = normalizeRoles(roles);
  if (normalized.length > 0) Cookies.set(ROLES_COOKIE, normalized.join(','), { path: '/', sameSite: 'Lax' });
  else Cookies.remove(ROLES_COOKIE, { path: '/' });
  const current = rolesStore.get();
  if (current.length !== normalized.length || current.some((r, i) => r !== normalized[i]))
    rolesStore.set(normalized);
}

export function clearRoles(): void {
  setRoles([]);
}

export function getRoles(): string[] {
  return rolesStore.get();
}

/** Re-reads the cookie (another tab or area may have written it). */
export function refreshRolesFromCookie(): string[] {
  const fromCookie = readRolesCookie();
  const current = rolesStore.get();
  if (current.join(',') !== fromCookie.join(',')) rolesStore.set(fromCookie);
  return rolesStore.get();
}

export function subscribeRoles(listener: () => void): () => void {
  return rolesStore.subscribe(listener);
}

/** The signed-in user's roles (uppercase), from the `userRoles` cookie. */
export function useRoles(): string[] {
  return useStore(rolesStore);
}
