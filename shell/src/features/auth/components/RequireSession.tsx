import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInUrl, useToken } from '@courier/shared';

/** Pages behind sign-in: without a session, go to sign-in keeping the wanted page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  if (!token) return <Navigate to={signInUrl(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
