import { useEffect } from 'react';
import { nextQuery, useToken } from '@courier/shared/core';
import type { SignInPageProps } from '../types';

/**
 * The steps after the password (new password, code) need the pending session's token: without
 * it they send the user back to /login (keeping ?next=); with it the portal starts loading
 * while the user types. Returns the token, or null while leaving.
 */
export function usePendingSession({ next, go, preloadPortal }: SignInPageProps): string | null {
  const token = useToken();
  useEffect(() => {
    if (token) preloadPortal();
    else go(`/login${nextQuery(next)}`, { replace: true });
  }, [token, next, go, preloadPortal]);
  return token ?? null;
}
