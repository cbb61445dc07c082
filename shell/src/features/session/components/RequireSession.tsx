import { useEffect, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { useLocation } from 'react-router-dom';
import { LoadingState, signInUrl, useToken } from '@courier/shared';
import { fullPageLoad } from '../utils/fullPageLoad';

/** Pages behind sign-in: without a session, go to sign-in keeping the wanted page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useToken();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!token) fullPageLoad.to(signInUrl(`${pathname}${search}`));
  }, [token, pathname, search]);
  if (!token) return <ShellLoading id="shell.session.opening" />;
  return <>{children}</>;
}

/** The page's loading words from the shell's catalog. */
function ShellLoading({ id }: { id: 'shell.session.opening' | 'shell.session.signingOut' }) {
  const t = useT();
  return <LoadingState label={t(id)} />;
}
