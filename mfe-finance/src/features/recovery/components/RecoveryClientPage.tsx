import { Link } from 'react-router-dom';
import { Anchor, Badge, Group, SimpleGrid, Paper, Table, Tabs, Text } from '@mantine/core';
import {
  EmptyState,
  EntityLink,
  ErrorState,
  LoadingState,
  PageLayout,
  isApiError,
  notifyError,
  useErrorMessage,
  useFormat,
  useAddressParams,
} from '@courier/shared';
import { openInvoicePdf, useRecovery, type OpenInvoice, type RecoveryDetail } from '../api';
import { useRecoveryParams } from '../hooks/useRecoveryParams';
import { useT } from '../../../i18n';
import { AccountingReportPanel } from './AccountingReportPanel';
import { DisputePanel } from './DisputePanel';
import { BillingContactPanel } from './BillingContactPanel';
import { EventsPanel } from './EventsPanel';
import { NotesPanel } from './NotesPanel';
import { RecoveryFlagPanel } from './RecoveryFlagPanel';
import { RemindersPanel } from './RemindersPanel';
import { WHOLE_BADGE } from '../../../kit/badge';
import { TableHead, figure } from '../../../kit/TableHead';

const FIGURES = [
  'notDue',
  'overdue1to30',
  'overdue31to60',
  'overdue61to90',
  'overdueOver90',
  'totalDue',
] as const;

function Figures({ detail }: { detail: RecoveryDetail }) {
  const t = useT();
  const f = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" aria-label={t('recovery.client.figures')}>
      {FIGURES.map((key) => (
        <Paper key={key} withBorder p="xs">
          <Text size="xs" c="dimmed">
            {t(`finance.bucket.${key}`)}
          </Text>
          <Text fw={600} data-testid={`figure-${key}`}>
            {f.money(detail.figures[key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** What an open invoice's status says: "Overdue" once its due date is past, whatever was mailed. */
export const invoiceStatus = (i: Pick<OpenInvoice, 'status' | 'daysOverdue'>) =>
  i.daysOverdue > 0 ? 'overdue' : i.status;

function OpenInvoices({ detail }: { detail: RecoveryDetail }) {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const open = (invoiceNumber: string) =>
    openInvoicePdf(invoiceNumber).catch((e: unknown) => notifyError(errorMessage(e)));
  if (detail.openInvoices.length === 0)
    return (
      <EmptyState title={t('recovery.invoices.emptyTitle')} description={t('recovery.invoices.emptyText')} />
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('recovery.invoices.label')}>
        <TableHead
          columns={[
            t('recovery.col.invoice'),
            t('recovery.col.issued'),
            t('recovery.col.due'),
            t('recovery.col.status'),
            t('recovery.col.daysOverdue'),
            figure(t('recovery.col.amount')),
            figure(t('recovery.col.credited')),
            figure(t('recovery.col.paid')),
            figure(t('recovery.col.remaining')),
          ]}
        />
        <Table.Tbody>
          {detail.openInvoices.map((i) => (
            <Table.Tr key={i.invoiceId}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void open(i.invoiceNumber)}
                  aria-label={t('recovery.invoices.openPdf', { number: i.invoiceNumber })}
                >
                  {i.invoiceNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{f.date(i.issuedOn)}</Table.Td>
              <Table.Td>{f.date(i.dueOn)}</Table.Td>
              <Table.Td>
                <Badge
                  styles={WHOLE_BADGE}
                  variant="light"
                  color={invoiceStatus(i) === 'overdue' ? 'red' : i.status === 'sent' ? 'green' : 'gray'}
                >
                  {t('recovery.invoices.status', { status: invoiceStatus(i) })}
                </Badge>
              </Table.Td>
              <Table.Td>
                {i.daysOverdue > 0 ? (
                  <Badge styles={WHOLE_BADGE} color={i.daysOverdue > 60 ? 'red' : 'orange'} variant="light">
                    {t('recovery.invoices.days', { count: i.daysOverdue })}
                  </Badge>
                ) : (
                  t('finance.bucket.notDue')
                )}
              </Table.Td>
              <Table.Td ta="right">{f.money(i.amount)}</Table.Td>
              <Table.Td ta="right">{f.money(i.credited)}</Table.Td>
              <Table.Td ta="right">{f.money(i.paid)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {f.money(i.remaining)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PaymentsAndCredits({ detail }: { detail: RecoveryDetail }) {
  const t = useT();
  const f = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <TitledTable
        title={t('recovery.payments.title')}
        empty={t('recovery.payments.empty')}
        head={[
          t('recovery.col.date'),
          t('recovery.col.invoice'),
          t('recovery.col.reference'),
          t('recovery.col.amount'),
        ]}
        rows={detail.payments.map((p) => [
          f.date(p.paidOn),
          p.invoiceNumber ?? '',
          p.reference ?? '',
          f.money(p.amount),
        ])}
      />
      <TitledTable
        title={t('recovery.credits.title')}
        empty={t('recovery.credits.empty')}
        head={[
          t('recovery.col.date'),
          t('recovery.col.number'),
          t('recovery.col.invoice'),
          t('recovery.col.amount'),
        ]}
        rows={detail.creditNotes.map((c) => [
          f.date(c.issuedOn),
          c.number,
          c.invoiceNumber,
          f.money(c.amount),
        ])}
      />
    </SimpleGrid>
  );
}

/** A titled table of the client's documents (the last column, an amount, aligned right), or what says there is none. */
function TitledTable({
  title,
  empty,
  head,
  rows,
}: {
  title: string;
  empty: string;
  head: string[];
  rows: string[][];
}) {
  return (
    <div>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {head.map((h, i) => (
                <Table.Th key={h} scope="col" ta={i === head.length - 1 ? 'right' : undefined}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((cells, r) => (
              <Table.Tr key={r}>
                {cells.map((cell, i) => (
                  <Table.Td key={i} ta={i === cells.length - 1 ? 'right' : undefined}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

const TABS = [
  'invoices',
  'payments',
  'report',
  'notes',
  'reminders',
  'recovery',
  'dispute',
  'contact',
  'events',
];

/** The open tab in the address (`?tab=notes`), so that a tab can be linked; the invoices by default. */
function useTab(): [string, (tab: string | null) => void] {
  const [params, setParams] = useAddressParams();
  const asked = params.get('tab') ?? '';
  const tab = TABS.includes(asked) ? asked : 'invoices';
  const setTab = (next: string | null) =>
    setParams(
      (p) => {
        if (!next || next === 'invoices') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  return [tab, setTab];
}

function RecoveryView({ detail }: { detail: RecoveryDetail }) {
  const t = useT();
  const f = useFormat();
  const [tab, setTab] = useTab();
  const c = detail.client;
  return (
    <PageLayout
      title={`${c.businessCode} · ${c.name}`}
      description={t('recovery.client.description', { date: f.date(detail.asOf), days: c.paymentTermDays })}
    >
      <Group gap="xs">
        <Anchor component={Link} to="/finance/recovery" size="sm">
          {t('recovery.client.back')}
        </Anchor>
        <Text size="sm" component="span">
          <EntityLink kind="client" id={c.clientId}>
            {t('recovery.client.openClient')}
          </EntityLink>
        </Text>
        {detail.dispute && (
          <Badge styles={WHOLE_BADGE} color="orange" variant="light">
            {t('recovery.dispute.on')}
          </Badge>
        )}
        {detail.recovery.inRecovery && (
          <Badge styles={WHOLE_BADGE} color="red" variant="filled">
            {t('finance.badge.inRecovery')}
          </Badge>
        )}
        {c.activityStatus === 'inactive' && (
          <Badge styles={WHOLE_BADGE} color="gray" variant="light">
            {t('finance.badge.inactive')}
          </Badge>
        )}
      </Group>
      <Figures detail={detail} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="invoices">
            {t('recovery.tab.invoices', { count: detail.openInvoices.length })}
          </Tabs.Tab>
          <Tabs.Tab value="payments">{t('recovery.tab.payments')}</Tabs.Tab>
          <Tabs.Tab value="report">{t('recovery.tab.report')}</Tabs.Tab>
          <Tabs.Tab value="notes">{t('recovery.tab.notes', { count: detail.notes.length })}</Tabs.Tab>
          <Tabs.Tab value="reminders">{t('recovery.tab.reminders')}</Tabs.Tab>
          <Tabs.Tab value="recovery">
            {t(detail.recovery.inRecovery ? 'recovery.tab.blockOn' : 'recovery.tab.block')}
          </Tabs.Tab>
          <Tabs.Tab value="dispute">
            {t(detail.dispute ? 'recovery.tab.disputeOn' : 'recovery.tab.dispute')}
          </Tabs.Tab>
          <Tabs.Tab value="contact">{t('recovery.tab.contact')}</Tabs.Tab>
          <Tabs.Tab value="events">{t('recovery.tab.events')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="md">
          <OpenInvoices detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          <PaymentsAndCredits detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="md">
          <AccountingReportPanel clientId={c.clientId} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <NotesPanel detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="reminders" pt="md">
          <RemindersPanel clientId={c.clientId} />
        </Tabs.Panel>
        <Tabs.Panel value="recovery" pt="md">
          <RecoveryFlagPanel detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="dispute" pt="md">
          <DisputePanel detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="md">
          <BillingContactPanel key={detail.billingContact?.version ?? 0} detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <EventsPanel clientId={c.clientId} />
        </Tabs.Panel>
      </Tabs>
    </PageLayout>
  );
}

/** /finance/recovery/{clientId}: one client's recovery, by id or business code. */
export function RecoveryClientPage() {
  const t = useT();
  const { clientId } = useRecoveryParams();
  const detail = useRecovery(clientId);
  if (detail.isPending) return <LoadingState label={t('recovery.client.loading')} />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404)
      return (
        <PageLayout title={t('recovery.client.notFound')}>
          <EmptyState
            title={t('recovery.client.noClient', { id: clientId })}
            description={t('recovery.client.noClientText')}
            action={
              <Anchor component={Link} to="/finance/recovery">
                {t('recovery.client.summaryLink')}
              </Anchor>
            }
          />
        </PageLayout>
      );
    return (
      <ErrorState
        title={t('recovery.client.loadError')}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return <RecoveryView detail={detail.data} />;
}
