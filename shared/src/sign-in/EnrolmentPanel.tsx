import { useEffect, useState } from 'react';
import type { authEndpoints } from '../contract/auth';
import type { ResponseOf } from '../contract/endpoint';
import { errorMessage, isCancelled } from '../api-client/errors';
import { callApiLazily } from '../api-client/lazy';
import { authContract } from './authContract';
import { CodeForm } from './CodeForm';
import { signInStyles as styles } from './fields';

type QrCode = ResponseOf<typeof authEndpoints.qrCode>;
type QrState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; qr: QrCode };

/** /codeqr: the QR code for an authenticator app, the key for manual entry, then the code. */
export function EnrolmentPanel({ onConfirmed }: { onConfirmed: (failedCodes: number) => void | Promise<void> }) {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    authContract()
      .then((auth) => callApiLazily(auth.qrCode, { signal: controller.signal }))
      .then(
        (qr) => setState({ status: 'ready', qr }),
        (e) => {
          if (!isCancelled(e)) setState({ status: 'error', message: errorMessage(e) });
        },
      );
    return () => controller.abort();
  }, [attempt]);

  if (state.status === 'loading')
    return (
      <p role="status" className={styles.muted}>
        Loading the QR code…
      </p>
    );
  if (state.status === 'error')
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.alert}>
          The QR code could not be loaded: {state.message}
        </p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Retry
        </button>
      </div>
    );
  return (
    <div className={styles.form}>
      <p className={styles.muted}>
        Scan this QR code with your authenticator app, then enter the code it shows.
      </p>
      <img
        className={styles.qr}
        src={state.qr.qrCode}
        alt="QR code to scan with an authenticator app"
        width={200}
        height={200}
      />
      <p className={styles.muted}>
        Key for manual entry:{' '}
        <code className={styles.secret} data-testid="totp-secret">
          {state.qr.secret}
        </code>
      </p>
      <CodeForm onConfirmed={onConfirmed} />
    </div>
  );
}
