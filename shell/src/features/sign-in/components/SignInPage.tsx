import { SignInForm, nextQuery, type SignInNext } from '@courier/shared/core';
import type { SignInPageProps } from '../types';
import { AuthCard } from './AuthCard';

/**
 * Step 1 of sign-in. A full session goes to the wanted page; a pending one to the new password
 * (one-time password), the code step or /codeqr.
 */
export function SignInPage({ next, go, preloadPortal }: SignInPageProps) {
  const onSignedIn = (step: SignInNext) => {
    if (step === 'home') go(next, { replace: true });
    else if (step === 'change_password') go(`/login/password${nextQuery(next)}`);
    else if (step === 'double_auth') go(`/login/code${nextQuery(next)}`);
    else go(`/codeqr${nextQuery(next)}`);
  };
  return (
    <AuthCard title="Sign in">
      <SignInForm onSignedIn={onSignedIn} onSubmitStart={preloadPortal} />
    </AuthCard>
  );
}
