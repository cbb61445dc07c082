import type { CurrentUser } from '../contract/auth';
import { callApiLazily } from '../api-client/lazy';
import { createStore, useStore } from '../store/createStore';
import { setRoles } from './roles';
import { getLocale, setLocale, type Language } from '../format/locale';

/**
 * The current user (docs/product.md#current-user). `loaded` is true while the getMe fetch runs and false when it
 * ends (the original product's naming, kept). Data -> user set; empty answer -> user null; error ->
 * logged to the console, user unchanged, no message. clearUser() clears it locally.
 */
export interface CurrentUserState {
  loaded: boolean;
  user: CurrentUser | null;
}

const userStore = createStore<CurrentUserState>({ loaded: false, user: null });

export function getCurrentUserState(): CurrentUserState {
  return userStore.get();
}

/** Sets the user (and the `userRoles` cookie from its roles). */
export function setCurrentUser(user: CurrentUser | null): void {
  userStore.set((prev) => ({ ...prev, user }));
  setRoles(user ? user.roles : []);
  // The user's own language, kept on the server (the pseudo-locale of the tests stays).
  if (user && getLocale() !== 'pseudo') setLocale(user.language);
}

/** Switches the page at once, then keeps the choice on the server for the next sign-in. */
export async function chooseLanguage(language: Language): Promise<void> {
  setLocale(language);
  const { usersEndpoints } = await import(/* webpackChunkName: "contract-users" */ '../contract/users');
  setCurrentUser(await callApiLazily(usersEndpoints.setLanguage, { body: { language } }));
}

/** Clears the user locally (no call). */
export function clearUser(): void {
  userStore.set((prev) => ({ ...prev, user: null }));
}

let inFlight: Promise<void> | null = null;

/** Fetches users/getMe; concurrent callers share one request. */
export function fetchCurrentUser(): Promise<void> {
  if (inFlight) return inFlight;
  userStore.set((prev) => ({ ...prev, loaded: true }));
  inFlight = (async () => {
    try {
      // The contract (zod schemas) is not part of the light core: it loads on first use.
      const { usersEndpoints } = await import(/* webpackChunkName: "contract-users" */ '../contract/users');
      const user = await callApiLazily(usersEndpoints.getMe);
      setCurrentUser(user ?? null);
    } catch (error) {
      console.error('[session] the current user could not be loaded', error);
    } finally {
      userStore.set((prev) => ({ ...prev, loaded: false }));
      inFlight = null;
    }
  })();
  return inFlight;
}

export function subscribeCurrentUser(listener: () => void): () => void {
  return userStore.subscribe(listener);
}

/** `{loaded, user}` of the current user, the same in every root. */
export function useCurrentUser(): CurrentUserState {
  return useStore(userStore);
}
