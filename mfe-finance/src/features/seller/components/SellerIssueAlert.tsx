import { Alert, Button, Text } from '@mantine/core';
import { useSeller } from '../api';
import { useT } from '../../../i18n';

/**
 * On the invoicing page: says that invoices cannot be issued while the seller identity is
 * incomplete (the server refuses with 409), with a way to it. Nothing while it is complete or
 * still loading.
 */
export function SellerIssueAlert({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const problems = useSeller().data?.problems ?? [];
  if (problems.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={t('seller.issue.title')}
      data-testid="seller-issue-alert"
    >
      <Text size="sm" mb="xs">
        {t('seller.issue.text', {
          problem: problems.length === 1 ? problems[0] : t('seller.issue.count', { count: problems.length }),
        })}
      </Text>
      <Button size="xs" variant="light" color="orange" onClick={onOpen}>
        {t('seller.issue.complete')}
      </Button>
    </Alert>
  );
}
