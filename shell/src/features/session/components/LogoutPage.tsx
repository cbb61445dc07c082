import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import {
  LoadingState,
  SIGN_IN_PATH,
  api,
  callApi,
  endSessionLocally,
  getToken,
  queryClient,
} from '@courier/shared';
import { fullPageLoad } from '../utils/fullPageLoad';

/** /logout: revokes the session on the server, clears token, user and cookie, back to sign-in. */
export function LogoutPage() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const revoke = getToken()
      ? callApi(api.auth.logout).catch((e) => console.debug('[logout] revoke failed', e))
      : Promise.resolve();
    void revoke.finally(() => {
      endSessionLocally();
      queryClient.clear();
      fullPageLoad.to(SIGN_IN_PATH);
    });
  }, []);
  return <ShellLoading id="shell.session.signingOut" />;
}

/** The page's loading words from the shell's catalog. */
function ShellLoading({ id }: { id: 'shell.session.opening' | 'shell.session.signingOut' }) {
  const t = useT();
  return <LoadingState label={t(id)} />;
}
