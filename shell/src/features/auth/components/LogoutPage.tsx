import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingState, api, callApi, endSessionLocally, getToken, queryClient } from '@courier/shared';

/** /logout: revokes the session on the server, clears token, user and cookie, back to sign-in. */
export function LogoutPage() {
  const navigate = useNavigate();
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
      navigate('/login', { replace: true });
    });
  }, [navigate]);
  return <LoadingState label="Signing out…" />;
}
