import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Pagination,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { ConfirmDialog, EmptyState, errorMessage, notifyError, notifySuccess, useStepUpGuard } from '@courier/shared';
import {
  downloadInvoicePdf,
  useRegenerateInvoice,
  useSendInvoice,
  useClientInvoices,
  useClientCreditRequests,
  useUpdateInvoicePONumber,
  type ClientDetail,
  type InvoiceRow,
} from '../api';
import { formatEuros, formatInstant } from '../utils/format';
import { CreditNoteForm } from './CreditNoteForm';
import { LegalDocumentCell } from './LegalDocumentCell';

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

/** The PO number, edited in place: Enter or Save sends it, Escape or Cancel gives up. */
function PONumberCell({ clientId, invoice }: { clientId: number; invoice: InvoiceRow }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(invoice.invoicePONumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateInvoicePONumber();
  const submit = () => {
    setError(null);
    save.mutate(
      { clientId, invoiceId: invoice.invoiceId, invoicePONumber: text.trim(), version: invoice.version },
      {
        onSuccess: () => {
          setEditing(false);
          notifySuccess(
            invoice.document?.format === 'facturx'
              ? `PO number of ${invoice.invoiceNumber} saved; its issued document keeps the one it was made with`
              : `PO number of ${invoice.invoiceNumber} saved`,
          );
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  if (!editing)
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{invoice.invoicePONumber ?? '—'}</Text>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Edit the PO number of ${invoice.invoiceNumber}`}
          onClick={() => {
            setText(invoice.invoicePONumber ?? '');
            setEditing(true);
          }}
        >
          ✎
        </ActionIcon>
      </Group>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        size="xs"
        aria-label={`PO number of ${invoice.invoiceNumber}`}
        value={text}
        error={error}
        autoFocus
        maxLength={100}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
          if (e.key === 'Escape') setEditing(false);
        }}
      />
      <Button size="compact-xs" onClick={submit} loading={save.isPending}>
        Save
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </Group>
  );
}

type Dialog = { kind: 'credit' | 'send' | 'regenerate'; invoice: InvoiceRow } | null;

const STATUS_COLOR = { issued: 'blue', sent: 'teal', paid: 'gray', cancelled: 'red' } as const;

/** The client's invoices: PO number in place, PDF download, regeneration, credit notes, sending. */
/**
 * The client's invoices, a page at a time (newest first) with the total: the detail carries
 * the first page, later ones are read on demand (a long history stays a small answer).
 */
export function InvoicesPanel({ client }: { client: ClientDetail }) {
  const [page, setPage] = useState(1);
  const later = useClientInvoices(client.clientId, page, page > 1);
  const shown = page > 1 && later.data ? later.data.items : client.invoices;
  const total = client.invoicesTotal;
  const pages = Math.max(1, Math.ceil(total / client.invoicesPageSize));
  const [dialog, setDialog] = useState<Dialog>(null);
  // Credit notes asked for and not yet decided by finance, by invoice.
  const requests = useClientCreditRequests(client.clientId);
  const requested = new Map<string, number>();
  for (const r of requests.data?.rows ?? []) requested.set(r.invoiceNumber, (requested.get(r.invoiceNumber) ?? 0) + r.amount);
  const [downloading, setDownloading] = useState<string | null>(null);
  // Sending and regenerating a money document ask for a fresh authenticator code.
  const { guard, modal } = useStepUpGuard();
  const regenerate = useRegenerateInvoice(guard);
  const send = useSendInvoice(guard);
  const [problem, setProblem] = useState<string | null>(null);
  const recipients = invoiceRecipients(client);
  const close = () => {
    setDialog(null);
    setProblem(null);
  };
  const download = async (invoice: InvoiceRow) => {
    setDownloading(invoice.invoiceNumber);
    try {
      await downloadInvoicePdf({ clientId: client.clientId, invoiceNumber: invoice.invoiceNumber });
    } catch (e) {
      notifyError(e, 'The PDF could not be downloaded');
    } finally {
      setDownloading(null);
    }
  };

  if (total === 0 && client.invoices.length === 0)
    return <EmptyState title="No invoice yet" description="Invoices appear here once issued." />;
  return (
    <>
      {modal}
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {`Invoices ${(page - 1) * client.invoicesPageSize + 1}–${(page - 1) * client.invoicesPageSize + shown.length} of ${total}`}
          {page > 1 && later.isFetching ? ' · loading…' : ''}
        </Text>
        {later.isError && (
          <Alert color="red" variant="light" role="alert" py={4}>
            {`This page of invoices could not be loaded: ${errorMessage(later.error)}`}
          </Alert>
        )}
      </Group>
      <Table.ScrollContainer minWidth={1000}>
        <Table striped aria-label="Invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Issued</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Credited</Table.Th>
              <Table.Th>Remaining</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>PO number</Table.Th>
              <Table.Th>Legal document</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((i) => (
              <Table.Tr key={i.invoiceId} data-testid={`invoice-${i.invoiceNumber}`}>
                <Table.Td>{i.invoiceNumber}</Table.Td>
                <Table.Td>{i.issuedOn}</Table.Td>
                <Table.Td>{i.dueOn}</Table.Td>
                <Table.Td>{formatEuros(i.amount)}</Table.Td>
                <Table.Td>
                  {i.credited ? formatEuros(i.credited) : '—'}
                  {requested.has(i.invoiceNumber) && (
                    <Badge variant="light" color="yellow" ml={6} data-testid={`credit-requested-${i.invoiceNumber}`}>
                      {formatEuros(requested.get(i.invoiceNumber)!)} requested, waiting for finance
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatEuros(i.remaining)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[i.status]}>
                    {i.status}
                  </Badge>
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
                      aria-label={`Download the PDF of ${i.invoiceNumber}`}
                    >
                      PDF
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => setDialog({ kind: 'regenerate', invoice: i })}
                      aria-label={`Regenerate ${i.invoiceNumber}`}
                    >
                      Regenerate
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={i.remaining === 0}
                      onClick={() => setDialog({ kind: 'credit', invoice: i })}
                      aria-label={`Request a credit note against ${i.invoiceNumber}`}
                    >
                      Request a credit note
                    </Button>
                    <Button
                      size="compact-xs"
                      onClick={() => setDialog({ kind: 'send', invoice: i })}
                      aria-label={`Send ${i.invoiceNumber}`}
                    >
                      Send
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            aria-label="Pages of invoices"
            getItemProps={(p) => ({ 'aria-label': `Invoices page ${p}` })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Previous page of invoices'
                  : control === 'next'
                    ? 'Next page of invoices'
                    : control === 'first'
                      ? 'First page of invoices'
                      : 'Last page of invoices',
            })}
          />
        </Group>
      )}

      <Modal
        opened={dialog?.kind === 'credit'}
        onClose={close}
        title={`Request a credit note against ${dialog?.invoice.invoiceNumber ?? ''}`}
      >
        {dialog?.kind === 'credit' && (
          <CreditNoteForm clientId={client.clientId} invoice={dialog.invoice} onDone={close} />
        )}
      </Modal>

      <ConfirmDialog
        opened={dialog?.kind === 'regenerate'}
        onClose={close}
        title={`Regenerate ${dialog?.invoice.invoiceNumber ?? ''}?`}
        problem={problem}
        confirmLabel="Regenerate"
        busy={regenerate.isPending}
        onConfirm={() =>
          dialog &&
          regenerate.mutate(
            { clientId: client.clientId, invoiceNumber: dialog.invoice.invoiceNumber },
            {
              onSuccess: (inv) => {
                notifySuccess(`${inv.invoiceNumber} regenerated`);
                close();
              },
              onError: (e) => setProblem(errorMessage(e)),
            },
          )
        }
      >
        <Text size="sm">
          The PDF is made again with the same number and the client&apos;s identity as first issued (name,
          address, billing contact); only the PO number and credit notes are brought up to date. You will be asked
          for a code of your authenticator app.
        </Text>
      </ConfirmDialog>

      <ConfirmDialog
        opened={dialog?.kind === 'send'}
        onClose={close}
        title={`Send ${dialog?.invoice.invoiceNumber ?? ''}`}
        problem={problem}
        confirmLabel="Send invoice"
        disabled={recipients.to.length === 0}
        busy={send.isPending}
        onConfirm={() =>
          dialog &&
          send.mutate(
            { clientId: client.clientId, invoiceNumber: dialog.invoice.invoiceNumber },
            {
              onSuccess: (answer) => {
                notifySuccess(`${answer.invoice.invoiceNumber} sent to ${answer.mail.to.join(', ')}`);
                close();
              },
              onError: (e) => setProblem(errorMessage(e)),
            },
          )
        }
      >
        {recipients.to.length === 0 ? (
          <Alert color="orange" variant="light" role="status">
            This client has no billing contact with an email: choose one in Contacts first.
          </Alert>
        ) : (
          <div data-testid="send-recipients">
            <Text size="sm">The PDF is mailed to:</Text>
            <List size="sm">
              <List.Item>To: {recipients.to.join(', ')}</List.Item>
              <List.Item>Cc: {recipients.cc.length ? recipients.cc.join(', ') : 'nobody'}</List.Item>
            </List>
            {dialog?.invoice.sentAt && (
              <Text size="xs" c="dimmed">
                Already sent on {formatInstant(dialog.invoice.sentAt)}.
              </Text>
            )}
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
