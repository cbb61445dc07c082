import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useSignInT } from './texts';
import { isApiError } from '../api-client/errors';
import { signInErrorMessage, signInServerText } from './errorTexts';
import styles from './sign-in.module.css';

export type FieldErrors = Record<string, string | undefined>;

/**
 * Splits a failure into the server's field errors (a 400 naming fields) and a message for the
 * whole form (wrong password, too many attempts, server unreachable).
 */
export function splitApiError(error: unknown): { fields: FieldErrors; message: string | null } {
  if (isApiError(error) && Object.keys(error.fields).length > 0)
    return {
      fields: Object.fromEntries(Object.entries(error.fields).map(([name, text]) => [name, signInServerText(text)])),
      message: null,
    };
  return { fields: {}, message: signInErrorMessage(error) };
}

/** The message of a whole form, announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** A password field gets a show/hide button. */
  secret?: boolean;
  /** The show/hide button's name, when a form has two secret fields. */
  toggleLabel?: string;
}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  value,
  onValue,
  hint,
  error,
  secret,
  toggleLabel,
  ...input
}: TextFieldProps) {
  const t = useSignInT();
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <div className={styles.inputRow}>
        <input
          {...input}
          id={id}
          className={styles.input}
          type={secret && !shown ? 'password' : (input.type ?? 'text')}
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {secret && (
          <button
            type="button"
            className={styles.toggle}
            // Not "Show password": only the field itself answers to the label "Password".
            aria-label={toggleLabel ?? t('signIn.toggle')}
            aria-controls={id}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t('signIn.hide') : t('signIn.show')}
          </button>
        )}
      </div>
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.button} disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

export { styles as signInStyles };
