import { Code, Image, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../contract';
import { callApi } from '../api-client/client';
import { ErrorState, LoadingState } from '../ui/states';
import { CodeForm } from './CodeForm';

/** /codeqr: the QR code for an authenticator app, the key for manual entry, then the code. */
export function EnrolmentPanel({ onConfirmed }: { onConfirmed: () => void | Promise<void> }) {
  const qr = useQuery({
    queryKey: ['auth', 'qrcode'],
    queryFn: ({ signal }) => callApi(api.auth.qrCode, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
  if (qr.isPending) return <LoadingState label="Loading the QR code…" />;
  if (qr.isError)
    return (
      <ErrorState title="The QR code could not be loaded" error={qr.error} onRetry={() => qr.refetch()} />
    );
  return (
    <Stack gap="md">
      <Text size="sm">Scan this QR code with your authenticator app, then enter the code it shows.</Text>
      <Image
        src={qr.data.qrCode}
        alt="QR code to scan with an authenticator app"
        w={200}
        h={200}
        fit="contain"
      />
      <Text size="sm">
        Key for manual entry: <Code data-testid="totp-secret">{qr.data.secret}</Code>
      </Text>
      <CodeForm onConfirmed={onConfirmed} />
    </Stack>
  );
}
