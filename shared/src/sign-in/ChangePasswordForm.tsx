import { useState, type FormEvent } from 'react';
import { useSignInT } from './texts';
import type { authEndpoints } from '../contract/auth';
import type { ResponseOf } from '../contract/endpoint';
import { callApiLazily } from '../api-client/lazy';
import { authContract } from './authContract';
import {
  FormAlert,
  SubmitButton,
  TextField,
  splitApiError,
  signInStyles as styles,
  type FieldErrors,
} from './fields';
import { checkNewPassword, newPasswordHint } from './passwordPolicy';
import { rememberSignInLogin, signInLogin } from './signInLogin';

export type ChangePasswordNext = ResponseOf<typeof authEndpoints.changePassword>['next'];

/**
 * The step after the password when the account has a one-time password (created or reset by
 * the CLI): the user chooses their own (POST auth/changePassword {newPassword}) before the code
 * step or the enrolment, whichever the server answers. The policy is checked here first; the
 * server's 400 on `newPassword` shows on the field.
 */
export function ChangePasswordForm({
  onChanged,
  login = signInLogin(),
}: {
  onChanged: (next: ChangePasswordNext) => void | Promise<void>;
  /** The account's login (the new password must differ); defaults to the one typed at sign-in. */
  login?: string | null;
}) {
  const t = useSignInT();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problems = checkNewPassword(newPassword, confirmation, login);
    setErrors(problems);
    if (problems.newPassword || problems.confirmation) return;
    setBusy(true);
    try {
      const answer = await callApiLazily((await authContract()).changePassword, { body: { newPassword } });
      rememberSignInLogin(null);
      setBusy(false);
      await onChanged(answer.next);
    } catch (e) {
      const { fields, message: formMessage } = splitApiError(e);
      setErrors(fields);
      // A 400 naming other fields than the two of this form still says something.
      const shown = fields.newPassword || fields.confirmation;
      setMessage(formMessage ?? (shown ? null : Object.values(fields).join(' ')));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('password.form')} className={styles.form}>
      <p className={styles.muted}>{t('password.intro')}</p>
      <FormAlert message={message} />
      <TextField
        label={t('password.new')}
        hint={newPasswordHint()}
        autoComplete="new-password"
        autoFocus
        secret
        value={newPassword}
        onValue={setNewPassword}
        error={errors.newPassword}
      />
      <TextField
        label={t('password.confirmation')}
        autoComplete="new-password"
        secret
        toggleLabel={t('password.toggleConfirmation')}
        value={confirmation}
        onValue={setConfirmation}
        error={errors.confirmation}
      />
      <SubmitButton busy={busy}>{t('password.submit')}</SubmitButton>
    </form>
  );
}
