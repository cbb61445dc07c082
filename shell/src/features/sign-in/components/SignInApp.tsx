import { useCallback, useEffect, useState } from 'react';
import { isSignInPage, safeNextPath, signInUrl, usePortalConfig, useSignInT } from '@courier/shared/core';
import type { SignInPageProps } from '../types';
import { AuthCard } from './AuthCard';
import styles from './auth-card.module.css';
import { ChangePasswordPage } from './ChangePasswordPage';
import { CodePage } from './CodePage';
import { CodeQrPage } from './CodeQrPage';
import { SignInPage } from './SignInPage';

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * The sign-in steps as a page of their own: plain React on the light core of `shared`, without
 * the router, the UI kit or the areas, so the first page staff see loads fast. Moving to any
 * path that is not a sign-in step hands over to the portal (`onLeave`).
 */
export function SignInApp({
  onLeave,
  preloadPortal,
}: {
  onLeave: (url: string) => void;
  preloadPortal: () => void;
}) {
  const [location, setLocation] = useState(() => {
    // Any other page without a session: sign in first, keeping the wanted page in ?next=.
    if (!isSignInPage(window.location.pathname)) {
      window.history.replaceState(null, '', signInUrl());
    }
    return here();
  });

  const [leaving, setLeaving] = useState(false);

  // The tab's title in the language the browser remembered.
  const t = useSignInT();
  const title = t('signIn.brand', { product: usePortalConfig().productLabel });
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const onPop = () => setLocation(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = useCallback<SignInPageProps['go']>(
    (url, options) => {
      const target = new URL(url, window.location.origin);
      if (!isSignInPage(target.pathname)) {
        setLeaving(true);
        onLeave(`${target.pathname}${target.search}${target.hash}`);
        return;
      }
      if (options?.replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      setLocation(here());
    },
    [onLeave],
  );

  const props: SignInPageProps = {
    next: safeNextPath(new URLSearchParams(location.search).get('next')),
    go,
    preloadPortal,
  };
  // Signed in: no form to submit twice while the portal opens (in this page, or by a page load).
  if (leaving)
    return (
      <AuthCard title={t('signIn.title')}>
        <p role="status" className={styles.text}>
          {t('leaving')}
        </p>
      </AuthCard>
    );
  const path = location.pathname.replace(/\/+$/, '');
  if (path === '/login/password') return <ChangePasswordPage {...props} />;
  if (path === '/login/code') return <CodePage {...props} />;
  if (path === '/codeqr') return <CodeQrPage {...props} />;
  return <SignInPage {...props} />;
}
