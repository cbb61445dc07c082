import { CodeForm } from '@courier/shared/core';
import { useSignInT } from '@courier/shared/core';
import type { SignInPageProps } from '../types';
import { useFailedCodesNotice } from '../hooks/useFailedCodesNotice';
import { usePendingSession } from '../hooks/usePendingSession';
import { AuthCard } from './AuthCard';

/** Step 2 of sign-in: the authenticator code, and "Remember this network". */
export function CodePage(props: SignInPageProps) {
  const t = useSignInT();
  const { notice, signedIn } = useFailedCodesNotice(props);
  if (!usePendingSession(props)) return null;
  if (notice) return notice;
  return (
    <AuthCard title={t('code.title')}>
      <CodeForm onConfirmed={signedIn} />
    </AuthCard>
  );
}
