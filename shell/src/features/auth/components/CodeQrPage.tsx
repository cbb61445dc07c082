import { Anchor, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { EnrolmentPanel, useToken } from '@courier/shared';
import { useNextPath } from '../hooks/useNextPath';
import { AuthCard } from './AuthCard';

/** /codeqr (open page): enrolment of an authenticator app after the password step. */
export function CodeQrPage() {
  const navigate = useNavigate();
  const { next } = useNextPath();
  const token = useToken();
  return (
    <AuthCard title="Set up your authenticator">
      {token ? (
        <EnrolmentPanel onConfirmed={() => navigate(next, { replace: true })} />
      ) : (
        <Text>
          The QR code is shown after your login and password.{' '}
          <Anchor
            href="/login?next=/codeqr"
            onClick={(e) => {
              e.preventDefault();
              navigate('/login?next=/codeqr');
            }}
          >
            Sign in
          </Anchor>
        </Text>
      )}
    </AuthCard>
  );
}
