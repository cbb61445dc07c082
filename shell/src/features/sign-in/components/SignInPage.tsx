import { SignInForm, nextQuery, type SignInNext } from '@courier/shared/core';
import { useSignInT } from '@courier/shared/core';
import type { SignInPageProps } from '../types';
import { useFailedCodesNotice } from '../hooks/useFailedCodesNotice';
import { AuthCard } from './AuthCard';

/**
 * Step 1 of sign-in. A full session (trusted device) goes to the wanted page, after the notice
 * of failed codes if there were any; a pending one to the new password (one-time password),
 * the code step or /codeqr.
 */
export function SignInPage({ next, go, preloadPortal }: SignInPageProps) {
  const t = useSignInT();
  const { notice, signedIn } = useFailedCodesNotice({ next, go });
  const onSignedIn = (step: SignInNext, failedCodes: number) => {
    if (step === 'home') signedIn(failedCodes);
    else if (step === 'change_password') go(`/login/password${nextQuery(next)}`);
    else if (step === 'double_auth') go(`/login/code${nextQuery(next)}`);
    else go(`/codeqr${nextQuery(next)}`);
  };
  if (notice) return notice;
  return (
    <AuthCard title={t('signIn.title')}>
      <SignInForm onSignedIn={onSignedIn} onSubmitStart={preloadPortal} />
    </AuthCard>
  );
}
