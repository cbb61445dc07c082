import { Alert, List, Text } from '@mantine/core';

/** What the seller's identity lacks, as a list: issuing refuses until it is empty. */
export function SellerProblems({ problems, title }: { problems: string[]; title: string }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="orange" variant="light" role="alert" title={title} data-testid="seller-problems">
      <Text size="sm" mb="xs">
        Every invoice names the company that issues it: complete the seller identity below to issue invoices.
      </Text>
      <List size="sm" aria-label="What the seller identity lacks">
        {problems.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
