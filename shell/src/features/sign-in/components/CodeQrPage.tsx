import { useEffect } from 'react';
import { useSignInT } from '@courier/shared/core';
import { EnrolmentPanel, useToken } from '@courier/shared/core';
import type { SignInPageProps } from '../types';
import { useFailedCodesNotice } from '../hooks/useFailedCodesNotice';
import { AuthCard } from './AuthCard';
import styles from './auth-card.module.css';

/** /codeqr (open page): enrolment of an authenticator app after the password step. */
export function CodeQrPage({ next, go, preloadPortal }: SignInPageProps) {
  const t = useSignInT();
  const token = useToken();
  const { notice, signedIn } = useFailedCodesNotice({ next, go });
  useEffect(() => {
    if (token) preloadPortal();
  }, [token, preloadPortal]);
  if (notice) return notice;
  return (
    <AuthCard title={t('enrol.title')}>
      {token ? (
        <EnrolmentPanel onConfirmed={signedIn} />
      ) : (
        <p className={styles.text}>
          {t('enrol.signInFirst')}{' '}
          <a
            className={styles.link}
            href="/login?next=/codeqr"
            onClick={(e) => {
              e.preventDefault();
              go('/login?next=/codeqr');
            }}
          >
            {t('signIn.title')}
          </a>
        </p>
      )}
    </AuthCard>
  );
}
