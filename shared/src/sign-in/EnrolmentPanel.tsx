import { useEffect, useState } from 'react';
import { useSignInT } from './texts';
import type { authEndpoints } from '../contract/auth';
import type { ResponseOf } from '../contract/endpoint';
import { isCancelled } from '../api-client/errors';
import { signInErrorMessage } from './errorTexts';
import { callApiLazily } from '../api-client/lazy';
import { authContract } from './authContract';
import { CodeForm } from './CodeForm';
import { signInStyles as styles } from './fields';

type QrCode = ResponseOf<typeof authEndpoints.qrCode>;
type QrState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; qr: QrCode };

/** /codeqr: the QR code for an authenticator app, the key for manual entry, then the code. */
export function EnrolmentPanel({ onConfirmed }: { onConfirmed: (failedCodes: number) => void | Promise<void> }) {
  const t = useSignInT();
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    authContract()
      .then((auth) => callApiLazily(auth.qrCode, { signal: controller.signal }))
      .then(
        (qr) => setState({ status: 'ready', qr }),
        (e) => {
          if (!isCancelled(e)) setState({ status: 'error', message: signInErrorMessage(e) });
        },
      );
    return () => controller.abort();
  }, [attempt]);

  if (state.status === 'loading')
    return (
      <p role="status" className={styles.muted}>
        {t('enrol.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.alert}>
          {t('enrol.failed', { message: state.message })}
        </p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('enrol.retry')}
        </button>
      </div>
    );
  return (
    <div className={styles.form}>
      <p className={styles.muted}>{t('enrol.scan')}</p>
      <img
        className={styles.qr}
        src={state.qr.qrCode}
        alt={t('enrol.qrAlt')}
        width={200}
        height={200}
      />
      <p className={styles.muted}>
        {t('enrol.manualKey')}{' '}
        <code className={styles.secret} data-testid="totp-secret">
          {state.qr.secret}
        </code>
      </p>
      <CodeForm onConfirmed={onConfirmed} />
    </div>
  );
}
