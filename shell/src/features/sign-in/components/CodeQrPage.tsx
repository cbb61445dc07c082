import { useEffect } from 'react';
import { EnrolmentPanel, useToken } from '@courier/shared/core';
import type { SignInPageProps } from '../types';
import { useFailedCodesNotice } from '../hooks/useFailedCodesNotice';
import { AuthCard } from './AuthCard';
import styles from './auth-card.module.css';

/** /codeqr (open page): enrolment of an authenticator app after the password step. */
export function CodeQrPage({ next, go, preloadPortal }: SignInPageProps) {
  const token = useToken();
  const { notice, signedIn } = useFailedCodesNotice({ next, go });
  useEffect(() => {
    if (token) preloadPortal();
  }, [token, preloadPortal]);
  if (notice) return notice;
  return (
    <AuthCard title="Set up your authenticator">
      {token ? (
        <EnrolmentPanel onConfirmed={signedIn} />
      ) : (
        <p className={styles.text}>
          The QR code is shown after your login and password.{' '}
          <a
            className={styles.link}
            href="/login?next=/codeqr"
            onClick={(e) => {
              e.preventDefault();
              go('/login?next=/codeqr');
            }}
          >
            Sign in
          </a>
        </p>
      )}
    </AuthCard>
  );
}
