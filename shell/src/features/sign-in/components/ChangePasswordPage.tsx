import { ChangePasswordForm, nextQuery, type ChangePasswordNext } from '@courier/shared/core';
import { useSignInT } from '@courier/shared/core';
import type { SignInPageProps } from '../types';
import { usePendingSession } from '../hooks/usePendingSession';
import { AuthCard } from './AuthCard';

/**
 * /login/password: an account signing in with a one-time password (created or reset by the
 * CLI) chooses its own, then goes on to the code step or the enrolment. The step is done once:
 * it is replaced in the history, so "back" returns to the password form.
 */
export function ChangePasswordPage(props: SignInPageProps) {
  const { next, go } = props;
  const t = useSignInT();
  if (!usePendingSession(props)) return null;
  const onChanged = (step: ChangePasswordNext) =>
    go(`${step === 'codeqr' ? '/codeqr' : '/login/code'}${nextQuery(next)}`, { replace: true });
  return (
    <AuthCard title={t('password.title')}>
      <ChangePasswordForm onChanged={onChanged} />
    </AuthCard>
  );
}
