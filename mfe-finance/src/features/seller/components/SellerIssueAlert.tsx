import { Alert, Button, Text } from '@mantine/core';
import { useSeller } from '../api';

/**
 * On the invoicing page: says that invoices cannot be issued while the seller identity is
 * incomplete (the server refuses with 409), with a way to it. Nothing while it is complete or
 * still loading.
 */
export function SellerIssueAlert({ onOpen }: { onOpen: () => void }) {
  const problems = useSeller().data?.problems ?? [];
  if (problems.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title="Invoices cannot be issued yet"
      data-testid="seller-issue-alert"
    >
      <Text size="sm" mb="xs">
        The seller identity is incomplete:{' '}
        {problems.length === 1 ? problems[0] : `${problems.length} fields are missing or invalid`}.
      </Text>
      <Button size="xs" variant="light" color="orange" onClick={onOpen}>
        Complete the seller identity
      </Button>
    </Alert>
  );
}
