import { Navigate, useNavigate } from 'react-router-dom';
import { CodeForm, useToken } from '@courier/shared';
import { useNextPath } from '../hooks/useNextPath';
import { AuthCard } from './AuthCard';

/** Step 2 of sign-in: the authenticator code, and "Remember this network". */
export function CodePage() {
  const navigate = useNavigate();
  const { next, query } = useNextPath();
  const token = useToken();
  if (!token) return <Navigate to={`/login${query}`} replace />;
  return (
    <AuthCard title="Second step">
      <CodeForm onConfirmed={() => navigate(next, { replace: true })} />
    </AuthCard>
  );
}
