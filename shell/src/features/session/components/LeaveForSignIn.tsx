import { useEffect } from 'react';
import { useT } from '../../../i18n';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState, safeNextPath, useToken } from '@courier/shared';
import { fullPageLoad } from '../utils/fullPageLoad';

/**
 * A sign-in page reached inside the portal (Back after signing in, a 401, a link): signed in,
 * go on to the wanted page; otherwise load the sign-in page itself.
 */
export function LeaveForSignIn() {
  const token = useToken();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!token) fullPageLoad.to(`${pathname}${search}`);
  }, [token, pathname, search]);
  if (token) return <Navigate to={safeNextPath(new URLSearchParams(search).get('next'))} replace />;
  return <ShellLoading id="shell.session.opening" />;
}

/** The page's loading words from the shell's catalog. */
function ShellLoading({ id }: { id: 'shell.session.opening' | 'shell.session.signingOut' }) {
  const t = useT();
  return <LoadingState label={t(id)} />;
}
