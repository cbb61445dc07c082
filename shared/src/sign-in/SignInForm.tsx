import { useState, type FormEvent } from 'react';
import { useSignInT } from './texts';
import type { authEndpoints } from '../contract/auth';
import type { ResponseOf } from '../contract/endpoint';
import { authContract } from './authContract';
import { callApiLazily } from '../api-client/lazy';
import { setToken } from '../session/token';
import { rememberSignInLogin } from './signInLogin';
import {
  FormAlert,
  SubmitButton,
  TextField,
  splitApiError,
  signInStyles as styles,
  type FieldErrors,
} from './fields';

export type SignInNext = ResponseOf<typeof authEndpoints.login>['next'];

/**
 * The address the browser has is not known to the page; the server records the IP it sees
 * (docs/product.md#calls-sign-in-and-session: `userIp` is for the audit trail only), so an empty value is sent.
 */
export function bestEffortUserIp(): string {
  return '';
}

/**
 * Step 1: login and password (POST auth/login {login, password, userIp}; the trusted-device
 * cookie goes with it, see api-client/client.ts). `onSubmitStart` lets
 * the page start loading what comes after sign-in while the server checks the password.
 */
export function SignInForm({
  onSignedIn,
  onSubmitStart,
}: {
  /** `failedCodes`: with a full session, the account's codes that failed since its previous sign-in. */
  onSignedIn: (next: SignInNext, failedCodes: number) => void | Promise<void>;
  onSubmitStart?: () => void;
}) {
  const t = useSignInT();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {
      login: login.trim() ? undefined : t('signIn.loginMissing'),
      password: password ? undefined : t('signIn.passwordMissing'),
    };
    setErrors(missing);
    setMessage(null);
    if (missing.login || missing.password) return;
    onSubmitStart?.();
    setBusy(true);
    try {
      const answer = await callApiLazily((await authContract()).login, {
        body: { login: login.trim(), password, userIp: bestEffortUserIp() },
      });
      setToken(answer.token);
      // The next step (a one-time password to replace) refuses the login as the new password.
      rememberSignInLogin(answer.next === 'change_password' ? login.trim() : null);
      setBusy(false);
      await onSignedIn(answer.next, answer.failedCodes ?? 0);
    } catch (e) {
      const { fields, message: formMessage } = splitApiError(e);
      setErrors(fields);
      setMessage(formMessage);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.title')} className={styles.form}>
      <FormAlert message={message} />
      <TextField
        label={t('signIn.login')}
        autoComplete="username"
        autoFocus
        value={login}
        onValue={setLogin}
        error={errors.login}
      />
      <TextField
        label={t('signIn.password')}
        autoComplete="current-password"
        secret
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <SubmitButton busy={busy}>{t('signIn.submit')}</SubmitButton>
    </form>
  );
}
