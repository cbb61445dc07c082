import { Badge, Paper, Stack, Text } from '@mantine/core';
import { useFormat } from '@courier/shared';
import type { ReminderMail } from '../api';
import { levelName } from '../utils/dunning';
import { useT } from '../../../i18n';
import { WHOLE_BADGE } from '../../../kit/badge';

/** One reminder mail as it will be (or was) sent: recipients, subject, invoices and their levels. */
export function ReminderPreview({ mail }: { mail: ReminderMail }) {
  const t = useT();
  const f = useFormat();
  return (
    <Paper withBorder p="sm" data-testid={`reminder-mail-${mail.businessCode}`}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {mail.businessCode} · {mail.name}
          {mail.outboxId !== null && (
            <Badge styles={WHOLE_BADGE} ml="xs" color="green" variant="light">
              {t('recovery.mail.sent')}
            </Badge>
          )}
        </Text>
        {mail.problem ? (
          <Text size="sm" c="red" role="status">
            {t('recovery.mail.notSent', { problem: mail.problem })}
          </Text>
        ) : (
          <Text size="sm">
            {mail.cc.length > 0
              ? t('recovery.mail.toCc', { to: mail.to.join(', '), cc: mail.cc.join(', ') })
              : t('recovery.mail.to', { to: mail.to.join(', ') })}
          </Text>
        )}
        <Text size="sm" fs="italic" data-testid="reminder-subject">
          {mail.subject}
        </Text>
        <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
          {mail.invoices.map((i) => (
            <li key={`${i.invoiceId}-${i.level}`}>
              <Text size="sm" span>
                {t('recovery.mail.invoice', {
                  number: i.invoiceNumber,
                  date: f.date(i.dueOn),
                  days: f.number(i.daysOverdue),
                  amount: f.money(i.remaining),
                  level: levelName(t, i.level),
                })}
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
