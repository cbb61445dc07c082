import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, List, Modal, Pagination, Table, Text } from '@mantine/core';
import {
  ConfirmDialog,
  EmptyState,
  EntityLink,
  notifyError,
  notifySuccess,
  todayInParis,
  useErrorMessage,
  useFormat,
  useStepUpGuard,
} from '@courier/shared';
import { FULL_BADGE } from '../../../components/fullBadge';
import { useT } from '../../../i18n';
import {
  downloadInvoicePdf,
  useRegenerateInvoice,
  useSendInvoice,
  useClientInvoices,
  useClientCreditRequests,
  type ClientDetail,
  type InvoiceRow,
} from '../api';
import { CreditNoteForm } from './CreditNoteForm';
import { LegalDocumentCell } from './LegalDocumentCell';
import { PONumberCell } from './PONumberCell';
import { RecoveryStanding } from './RecoveryStanding';
import { useInvoiceLocator } from '../hooks/useInvoiceLocator';
import { shownStatus, type ShownInvoiceStatus } from '../utils/invoiceStanding';

/** Who a sent invoice goes to, as the server will do it: the billing contact, the clientEmailCc contacts in copy. */
export function invoiceRecipients(client: ClientDetail) {
  const billing = client.contacts.find((c) => c.isBillingContact);
  const to = billing?.email ? [billing.email] : [];
  const cc = [
    ...new Set(
      client.contacts
        .filter((c) => c.clientEmailCc && c.email && !c.isBillingContact && !to.includes(c.email))
        .map((c) => c.email as string),
    ),
  ];
  return { to, cc };
}

type Dialog = { kind: 'credit' | 'send' | 'regenerate'; invoice: InvoiceRow } | null;

const STATUS_COLOR: Record<ShownInvoiceStatus, string> = {
  issued: 'blue',
  sent: 'teal',
  paid: 'gray',
  cancelled: 'red',
  overdue: 'orange',
};
/** The invoice a link opened: marked until another is. */
const HIGHLIGHT_STYLE = { backgroundColor: 'var(--mantine-color-yellow-light)' } as const;

/**
 * The client's invoices (PO number in place, PDF download, regeneration, credit notes, sending),
 * a page at a time (newest first) with the total: the detail carries the first page, later ones
 * are read on demand (a long history stays a small answer). `highlight` (`?invoice=` of a link,
 * the global search's) opens the page holding that invoice, marks its row and scrolls to it.
 */
export function InvoicesPanel({
  client,
  highlight = null,
}: {
  client: ClientDetail;
  highlight?: string | null;
}) {
  const t = useT();
  const format = useFormat();
  const describe = useErrorMessage();
  const today = todayInParis();
  const [page, setPage] = useState(1);
  const location = useInvoiceLocator(client, highlight);
  // Once found, the invoice's page is shown (then the user pages freely).
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (location.state === 'found' && shownFor !== highlight) {
    setShownFor(highlight);
    setPage(location.page);
  }
  const highlightedRow = useRef<HTMLTableRowElement>(null);
  const later = useClientInvoices(client.clientId, page, page > 1);
  const shown = page > 1 && later.data ? later.data.items : client.invoices;
  const total = client.invoicesTotal;
  const pages = Math.max(1, Math.ceil(total / client.invoicesPageSize));
  const [dialog, setDialog] = useState<Dialog>(null);
  // Credit notes asked for and not yet decided by finance, by invoice.
  const requests = useClientCreditRequests(client.clientId);
  const requested = new Map<string, number>();
  for (const r of requests.data?.rows ?? [])
    requested.set(r.invoiceNumber, (requested.get(r.invoiceNumber) ?? 0) + r.amount);
  const [downloading, setDownloading] = useState<string | null>(null);
  // Sending and regenerating a money document ask for a fresh authenticator code.
  const { guard, modal } = useStepUpGuard();
  const regenerate = useRegenerateInvoice(guard);
  const send = useSendInvoice(guard);
  const [problem, setProblem] = useState<string | null>(null);
  const recipients = invoiceRecipients(client);
  const highlightShown = shown.some((i) => i.invoiceNumber === highlight);
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers do.
    if (highlightShown) highlightedRow.current?.scrollIntoView?.({ block: 'center' });
  }, [highlightShown, highlight, page]);
  const close = () => {
    setDialog(null);
    setProblem(null);
  };
  const download = async (invoice: InvoiceRow) => {
    setDownloading(invoice.invoiceNumber);
    try {
      await downloadInvoicePdf({ clientId: client.clientId, invoiceNumber: invoice.invoiceNumber });
    } catch (e) {
      notifyError(e, t('clients.invoices.pdfFailed'));
    } finally {
      setDownloading(null);
    }
  };

  if (total === 0 && client.invoices.length === 0)
    return <EmptyState title={t('clients.invoices.empty')} description={t('clients.invoices.emptyHint')} />;
  return (
    <>
      {modal}
      <RecoveryStanding clientId={client.clientId} invoices={shown} today={today} />
      {location.state === 'locating' && (
        <Text size="sm" c="dimmed" role="status">
          {t('clients.invoices.locating', { number: highlight ?? '' })}
        </Text>
      )}
      {location.state === 'missing' && (
        <Alert color="orange" variant="light" role="status">
          {t('clients.invoices.notFound', { number: highlight ?? '' })}
        </Alert>
      )}
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(page > 1 && later.isFetching ? 'clients.invoices.rangeLoading' : 'clients.invoices.range', {
            from: (page - 1) * client.invoicesPageSize + 1,
            to: (page - 1) * client.invoicesPageSize + shown.length,
            total,
          })}
        </Text>
        {later.isError && (
          <Alert color="red" variant="light" role="alert" py={4}>
            {t('clients.invoices.pageFailed', { problem: describe(later.error) })}
          </Alert>
        )}
      </Group>
      <Table.ScrollContainer minWidth={1000}>
        <Table striped aria-label={t('clients.invoices.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clients.invoices.column.number')}</Table.Th>
              <Table.Th>{t('clients.invoices.column.issued')}</Table.Th>
              <Table.Th>{t('clients.invoices.column.due')}</Table.Th>
              <Table.Th>{t('clients.invoices.column.amount')}</Table.Th>
              <Table.Th>{t('clients.invoices.column.credited')}</Table.Th>
              <Table.Th>{t('clients.invoices.column.remaining')}</Table.Th>
              <Table.Th>{t('clients.invoices.column.status')}</Table.Th>
              <Table.Th>{t('clients.invoices.column.po')}</Table.Th>
              <Table.Th>{t('clients.invoices.column.document')}</Table.Th>
              <Table.Th>{t('clients.invoices.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((i) => {
              const status = shownStatus(i, today);
              const marked = i.invoiceNumber === highlight;
              return (
                <Table.Tr
                  key={i.invoiceId}
                  data-testid={`invoice-${i.invoiceNumber}`}
                  ref={marked ? highlightedRow : undefined}
                  aria-current={marked ? 'true' : undefined}
                  data-highlighted={marked || undefined}
                  style={marked ? HIGHLIGHT_STYLE : undefined}
                >
                  <Table.Td>{i.invoiceNumber}</Table.Td>
                  <Table.Td>{format.date(i.issuedOn)}</Table.Td>
                  <Table.Td>{format.date(i.dueOn)}</Table.Td>
                  <Table.Td>{format.money(i.amount)}</Table.Td>
                  <Table.Td>
                    {i.credited ? format.money(i.credited) : '—'}
                    {requested.has(i.invoiceNumber) && (
                      <Badge
                        variant="light"
                        color="yellow"
                        ml={6}
                        data-testid={`credit-requested-${i.invoiceNumber}`}
                      >
                        {t('clients.invoices.requested', {
                          amount: format.money(requested.get(i.invoiceNumber)!),
                        })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{format.money(i.remaining)}</Table.Td>
                  <Table.Td>
                    {status === 'overdue' ? (
                      // Overdue: the recovery page of this invoice, when the roles open it.
                      <EntityLink kind="invoice" id={i.invoiceNumber} clientId={client.clientId}>
                        <Badge
                          variant="light"
                          color={STATUS_COLOR.overdue}
                          styles={FULL_BADGE}
                          title={t('clients.invoices.overdueSince', { date: format.date(i.dueOn) })}
                        >
                          {t('clients.invoices.status', { status })}
                        </Badge>
                      </EntityLink>
                    ) : (
                      <Badge variant="light" color={STATUS_COLOR[status]} styles={FULL_BADGE}>
                        {t('clients.invoices.status', { status })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <PONumberCell clientId={client.clientId} invoice={i} />
                  </Table.Td>
                  <Table.Td>
                    <LegalDocumentCell clientId={client.clientId} invoice={i} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="default"
                        loading={downloading === i.invoiceNumber}
                        onClick={() => void download(i)}
                        aria-label={t('clients.invoices.downloadNamed', { number: i.invoiceNumber })}
                      >
                        {t('clients.invoices.pdf')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => setDialog({ kind: 'regenerate', invoice: i })}
                        aria-label={t('clients.invoices.regenerateNamed', { number: i.invoiceNumber })}
                      >
                        {t('clients.invoices.regenerate')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="default"
                        disabled={i.remaining === 0}
                        onClick={() => setDialog({ kind: 'credit', invoice: i })}
                        aria-label={t('clients.credit.formNamed', { number: i.invoiceNumber })}
                      >
                        {t('clients.credit.submit')}
                      </Button>
                      <Button
                        size="compact-xs"
                        onClick={() => setDialog({ kind: 'send', invoice: i })}
                        aria-label={t('clients.invoices.sendNamed', { number: i.invoiceNumber })}
                      >
                        {t('clients.invoices.send')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            aria-label={t('clients.invoices.pages')}
            getItemProps={(p) => ({ 'aria-label': t('clients.invoices.page', { page: p }) })}
            getControlProps={(control) => ({ 'aria-label': t('clients.invoices.pageControl', { control }) })}
          />
        </Group>
      )}

      <Modal
        opened={dialog?.kind === 'credit'}
        onClose={close}
        title={t('clients.credit.formNamed', { number: dialog?.invoice.invoiceNumber ?? '' })}
      >
        {dialog?.kind === 'credit' && (
          <CreditNoteForm clientId={client.clientId} invoice={dialog.invoice} onDone={close} />
        )}
      </Modal>

      <ConfirmDialog
        opened={dialog?.kind === 'regenerate'}
        onClose={close}
        title={t('clients.invoices.regenerateTitle', { number: dialog?.invoice.invoiceNumber ?? '' })}
        problem={problem}
        confirmLabel={t('clients.invoices.regenerate')}
        busy={regenerate.isPending}
        onConfirm={() =>
          dialog &&
          regenerate.mutate(
            { clientId: client.clientId, invoiceNumber: dialog.invoice.invoiceNumber },
            {
              onSuccess: (inv) => {
                notifySuccess(t('clients.invoices.regenerated', { number: inv.invoiceNumber }));
                close();
              },
              onError: (e) => setProblem(describe(e)),
            },
          )
        }
      >
        <Text size="sm">{t('clients.invoices.regenerateExplain')}</Text>
      </ConfirmDialog>

      <ConfirmDialog
        opened={dialog?.kind === 'send'}
        onClose={close}
        title={t('clients.invoices.sendNamed', { number: dialog?.invoice.invoiceNumber ?? '' })}
        problem={problem}
        confirmLabel={t('clients.invoices.sendConfirm')}
        disabled={recipients.to.length === 0}
        busy={send.isPending}
        onConfirm={() =>
          dialog &&
          send.mutate(
            { clientId: client.clientId, invoiceNumber: dialog.invoice.invoiceNumber },
            {
              onSuccess: (answer) => {
                notifySuccess(
                  t('clients.invoices.sent', {
                    number: answer.invoice.invoiceNumber,
                    to: answer.mail.to.join(', '),
                  }),
                );
                close();
              },
              onError: (e) => setProblem(describe(e)),
            },
          )
        }
      >
        {recipients.to.length === 0 ? (
          <Alert color="orange" variant="light" role="status">
            {t('clients.invoices.noRecipient')}
          </Alert>
        ) : (
          <div data-testid="send-recipients">
            <Text size="sm">{t('clients.invoices.mailedTo')}</Text>
            <List size="sm">
              <List.Item>{t('clients.invoices.to', { to: recipients.to.join(', ') })}</List.Item>
              <List.Item>
                {recipients.cc.length
                  ? t('clients.invoices.cc', { cc: recipients.cc.join(', ') })
                  : t('clients.invoices.ccNobody')}
              </List.Item>
            </List>
            {dialog?.invoice.sentAt && (
              <Text size="xs" c="dimmed">
                {t('clients.invoices.alreadySent', { date: format.dateTime(dialog.invoice.sentAt) })}
              </Text>
            )}
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
