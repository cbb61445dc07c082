import { useState, type FormEvent } from 'react';
import { useSignInT } from './texts';
import { errorMessage } from '../api-client/errors';
import { signInErrorMessage } from './errorTexts';
import { callApiLazily } from '../api-client/lazy';
import { setToken } from '../session/token';
import { setCurrentUser } from '../session/user-store';
import { FormAlert, SubmitButton, TextField, splitApiError, signInStyles as styles } from './fields';
import { bestEffortUserIp } from './SignInForm';
import { authContract } from './authContract';

/**
 * Step 2: the authenticator code (POST auth/double_auth {code}), which answers the full
 * session's new token. "Remember this network" then calls auth/valid_ip: the API sets a device
 * cookie, so the next sign-in from this browser on this network skips this step.
 */
export function CodeForm({
  onConfirmed,
  rememberOption = true,
}: {
  /** `failedCodes`: the account's codes that failed since its previous sign-in (told once). */
  onConfirmed: (failedCodes: number) => void | Promise<void>;
  rememberOption?: boolean;
}) {
  const t = useSignInT();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('code.invalid'));
      return;
    }
    setCodeError(undefined);
    setBusy(true);
    try {
      const authEndpoints = await authContract();
      const answer = await callApiLazily(authEndpoints.doubleAuth, { body: { code: code.trim() } });
      // The session is full under a new token; the pending one no longer works: store it first.
      setToken(answer.token);
      setCurrentUser(answer.user);
      if (remember) {
        // Signed in either way: a network that could not be remembered only means a code next time.
        await callApiLazily(authEndpoints.validIp, { body: { userIp: bestEffortUserIp() } }).catch((e) =>
          console.warn(`[sign-in] this network could not be remembered: ${errorMessage(e)}`),
        );
      }
      setBusy(false);
      await onConfirmed(answer.failedCodes);
    } catch (e) {
      const { fields, message: formMessage } = splitApiError(e);
      setCodeError(fields.code);
      setMessage(formMessage ?? (fields.code ? null : signInErrorMessage(e)));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('code.title')} className={styles.form}>
      <FormAlert message={message} />
      <TextField
        label={t('code.label')}
        hint={t('code.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={code}
        onValue={setCode}
        error={codeError}
      />
      {rememberOption && (
        <label className={styles.check}>
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          {t('code.remember')}
        </label>
      )}
      <SubmitButton busy={busy}>{t('code.confirm')}</SubmitButton>
    </form>
  );
}
