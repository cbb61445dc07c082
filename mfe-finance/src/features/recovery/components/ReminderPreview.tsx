import { Badge, Paper, Stack, Text } from '@mantine/core';
import type { ReminderMail } from '../api';
import { formatEuros } from '../utils/format';
import { LEVEL_NAMES } from '../utils/dunning';

/** One reminder mail as it will be (or was) sent: recipients, subject, invoices and their levels. */
export function ReminderPreview({ mail }: { mail: ReminderMail }) {
  return (
    <Paper withBorder p="sm" data-testid={`reminder-mail-${mail.businessCode}`}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {mail.businessCode} · {mail.name}
          {mail.outboxId !== null && (
            <Badge ml="xs" color="green" variant="light">
              Sent
            </Badge>
          )}
        </Text>
        {mail.problem ? (
          <Text size="sm" c="red" role="status">
            Not sent: {mail.problem}
          </Text>
        ) : (
          <Text size="sm">
            To {mail.to.join(', ')}
            {mail.cc.length > 0 && `, cc ${mail.cc.join(', ')}`}
          </Text>
        )}
        <Text size="sm" fs="italic" data-testid="reminder-subject">
          {mail.subject}
        </Text>
        <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
          {mail.invoices.map((i) => (
            <li key={`${i.invoiceId}-${i.level}`}>
              <Text size="sm" span>
                {i.invoiceNumber}, due {i.dueOn} ({i.daysOverdue} days): {formatEuros(i.remaining)} —{' '}
                {LEVEL_NAMES[i.level]}
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
