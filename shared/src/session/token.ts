import { createStore, useStore } from '../store/createStore';

/** The bearer token lives in sessionStorage: it survives a reload, not a closed tab. */
export const TOKEN_STORAGE_KEY = 'courier.session.token';

function readStored(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

const tokenStore = createStore<string | null>(readStored());

export function getToken(): string | null {
  return tokenStore.get();
}

export function setToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
    else sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the token still lives in memory for this page.
  }
  tokenStore.set(token);
}

/** Reads the token again from storage (another bundle of this page, the sign-in page's, wrote it). */
export function reloadToken(): void {
  tokenStore.set(readStored());
}

export function clearToken(): void {
  setToken(null);
}

export function hasToken(): boolean {
  return Boolean(tokenStore.get());
}

export function useToken(): string | null {
  return useStore(tokenStore);
}

export function subscribeToken(listener: () => void): () => void {
  return tokenStore.subscribe(listener);
}
