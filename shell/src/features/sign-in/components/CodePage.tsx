import { CodeForm } from '@courier/shared/core';
import type { SignInPageProps } from '../types';
import { usePendingSession } from '../hooks/usePendingSession';
import { AuthCard } from './AuthCard';

/** Step 2 of sign-in: the authenticator code, and "Remember this network". */
export function CodePage(props: SignInPageProps) {
  if (!usePendingSession(props)) return null;
  return (
    <AuthCard title="Second step">
      <CodeForm onConfirmed={() => props.go(props.next, { replace: true })} />
    </AuthCard>
  );
}
