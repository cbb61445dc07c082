import { Navigate, useNavigate } from 'react-router-dom';
import { SignInForm, fetchCurrentUser, useCurrentUser, useToken, type SignInNext } from '@courier/shared';
import { useNextPath } from '../hooks/useNextPath';
import { AuthCard } from './AuthCard';

/** Step 1 of sign-in. A full session goes to the wanted page; a pending one to the code step or /codeqr. */
export function SignInPage() {
  const navigate = useNavigate();
  const { next, query } = useNextPath();
  const token = useToken();
  const { user } = useCurrentUser();
  if (token && user) return <Navigate to={next} replace />;

  const onSignedIn = async (step: SignInNext) => {
    if (step === 'home') {
      await fetchCurrentUser();
      navigate(next, { replace: true });
    } else if (step === 'double_auth') navigate(`/login/code${query}`);
    else navigate(`/codeqr${query}`);
  };
  return (
    <AuthCard title="Sign in">
      <SignInForm onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
