import { FormAlert, signInStyles } from '@courier/shared/core';
import { useSignInT } from '@courier/shared/core';
import { AuthCard } from './AuthCard';
import styles from './auth-card.module.css';

/**
 * Shown once, right after a sign-in, when codes of this account failed since its previous
 * sign-in (the API tells each failure once): someone else may know the password.
 */
export function FailedCodesNotice({ count, onContinue }: { count: number; onContinue: () => void }) {
  const t = useSignInT();
  return (
    <AuthCard title={t('failed.title')}>
      <div className={styles.notice}>
        <FormAlert message={count === 1 ? t('failed.one') : t('failed.many', { count })} />
        <p className={styles.text}>
          {count === 1 ? t('failed.adviceOne') : t('failed.adviceMany')}
        </p>
        <button type="button" className={signInStyles.button} autoFocus onClick={onContinue}>
          {t('failed.continue')}
        </button>
      </div>
    </AuthCard>
  );
}
