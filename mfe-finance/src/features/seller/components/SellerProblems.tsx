import { Alert, List, Text } from '@mantine/core';
import { useT } from '../../../i18n';

/** What the seller's identity lacks, as a list: issuing refuses until it is empty. */
export function SellerProblems({ problems, title }: { problems: string[]; title: string }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <Alert color="orange" variant="light" role="alert" title={title} data-testid="seller-problems">
      <Text size="sm" mb="xs">
        {t('seller.problems.text')}
      </Text>
      <List size="sm" aria-label={t('seller.problems.label')}>
        {problems.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
