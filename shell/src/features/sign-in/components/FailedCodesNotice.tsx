import { FormAlert, signInStyles } from '@courier/shared/core';
import { AuthCard } from './AuthCard';
import styles from './auth-card.module.css';

/**
 * Shown once, right after a sign-in, when codes of this account failed since its previous
 * sign-in (the API tells each failure once): someone else may know the password.
 */
export function FailedCodesNotice({ count, onContinue }: { count: number; onContinue: () => void }) {
  return (
    <AuthCard title="Failed codes on your account">
      <div className={styles.notice}>
        <FormAlert message={`${count} failed ${count === 1 ? 'code' : 'codes'} since your last sign-in`} />
        <p className={styles.text}>
          If you did not type {count === 1 ? 'it' : 'them'}, someone else knows your password: ask an administrator to reset it.
        </p>
        <button type="button" className={signInStyles.button} autoFocus onClick={onContinue}>
          Continue
        </button>
      </div>
    </AuthCard>
  );
}
