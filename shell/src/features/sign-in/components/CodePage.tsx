import { useEffect } from 'react';
import { CodeForm, nextQuery, useToken } from '@courier/shared/core';
import type { SignInPageProps } from '../types';
import { AuthCard } from './AuthCard';

/** Step 2 of sign-in: the authenticator code, and "Remember this network". */
export function CodePage({ next, go, preloadPortal }: SignInPageProps) {
  const token = useToken();
  useEffect(() => {
    if (token) preloadPortal();
    else go(`/login${nextQuery(next)}`, { replace: true });
  }, [token, next, go, preloadPortal]);
  if (!token) return null;
  return (
    <AuthCard title="Second step">
      <CodeForm onConfirmed={() => go(next, { replace: true })} />
    </AuthCard>
  );
}
