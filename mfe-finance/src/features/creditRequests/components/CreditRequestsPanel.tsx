import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ConfirmDialog, notifySuccess, useErrorMessage, useFormat, useStepUpGuard, useAddressParams } from '@courier/shared';
import {
  useApproveCreditRequest,
  useCreditRequests,
  useRefuseCreditRequest,
  type CreditRequest,
  type CreditRequestSortField as SortField,
} from '../api';
import { useT } from '../../../i18n';
import { SortableTh, type ListSort } from '../../../kit/SortableTh';
const SORT_FIELDS: readonly SortField[] = ['requestedAt', 'clientName', 'invoiceNumber', 'amount'];

/** The list's sort, kept in the page's address (`creditSort`, `creditOrder`) so it can be linked. */
function useCreditSort() {
  const [params, setParams] = useAddressParams();
  const field = params.get('creditSort') as SortField | null;
  const current: ListSort<SortField> = {
    sort: field && SORT_FIELDS.includes(field) ? field : 'requestedAt',
    order: params.get('creditOrder') === 'desc' ? 'desc' : 'asc',
  };
  const onSort = (next: ListSort<SortField>) =>
    setParams(
      (prev) => {
        const url = new URLSearchParams(prev);
        url.set('creditSort', next.sort);
        url.set('creditOrder', next.order);
        return url;
      },
      { replace: true },
    );
  return { current, onSort };
}

type Decision = { kind: 'approve' | 'refuse'; request: CreditRequest } | null;

/**
 * The credit notes the Clients area asked for, waiting for a FINANCE decision: approving makes
 * the credit note (it lowers what the client owes, and may clear its recovery block); refusing
 * takes a reason. Both ask for a confirmation, then a fresh code when the server wants one.
 */
export function CreditRequestsPanel() {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const sort = useCreditSort();
  const requests = useCreditRequests(sort.current);
  const [decision, setDecision] = useState<Decision>(null);
  // The request a dialog shows, kept while the dialog fades out.
  const [shown, setShown] = useState<CreditRequest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { guard, modal } = useStepUpGuard();
  const approve = useApproveCreditRequest(guard);
  const refuse = useRefuseCreditRequest(guard);
  const rows = requests.data?.rows ?? [];
  const close = () => {
    setDecision(null);
    setProblem(null);
  };
  const open = (kind: 'approve' | 'refuse', request: CreditRequest) => {
    setProblem(null);
    setDecision({ kind, request });
    setShown(request);
  };
  const onApprove = () => {
    if (decision?.kind !== 'approve') return;
    approve.mutate(
      { requestId: decision.request.requestId },
      {
        onSuccess: (answer) => {
          notifySuccess(
            t('credits.issued', { number: answer.creditNote.number, amount: f.money(answer.creditNote.amount) }),
          );
          close();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const onRefuse = (reason: string) => {
    if (decision?.kind !== 'refuse') return;
    refuse.mutate(
      { requestId: decision.request.requestId, reason },
      {
        onSuccess: () => {
          notifySuccess(t('credits.refused'));
          close();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const target = shown ? t('credits.target', { amount: f.money(shown.amount), invoice: shown.invoiceNumber }) : '';
  const requester = (r: CreditRequest) => r.requestedBy ?? t('credits.formerUser');

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="credit-requests-title">
      {modal}
      <Stack gap="sm">
        <Title order={2} size="h4" id="credit-requests-title">
          {t('credits.title')}
        </Title>
        {requests.isError && (
          <Alert color="red" variant="light">
            {t('credits.loadError', { error: errorMessage(requests.error) })}
          </Alert>
        )}
        {requests.data && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('credits.none')}
          </Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={900}>
            <Table striped aria-label={t('credits.label')}>
              <Table.Thead>
                <Table.Tr>
                  <SortableTh field="clientName" label={t('credits.col.client')} {...sort} />
                  <SortableTh field="invoiceNumber" label={t('credits.col.invoice')} {...sort} />
                  <SortableTh field="amount" label={t('credits.col.amount')} align="right" {...sort} />
                  <Table.Th scope="col" ta="right">
                    {t('credits.col.remaining')}
                  </Table.Th>
                  <Table.Th scope="col">{t('credits.col.businessUnit')}</Table.Th>
                  <Table.Th scope="col">{t('credits.col.reason')}</Table.Th>
                  <SortableTh field="requestedAt" label={t('credits.col.requested')} {...sort} />
                  <Table.Th scope="col">{t('credits.col.decision')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.requestId} data-testid={`credit-request-${r.requestId}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`/finance/recovery/${r.clientId}`} size="sm">
                        {r.businessCode} · {r.clientName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.invoiceNumber}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {f.money(r.amount)}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" c={r.amount > r.invoiceRemaining ? 'red' : undefined}>
                      {f.money(r.invoiceRemaining)}
                    </Table.Td>
                    <Table.Td>{r.businessUnit.name}</Table.Td>
                    <Table.Td>{r.comment}</Table.Td>
                    <Table.Td>
                      {t('credits.requested', { by: requester(r), at: f.dateTime(r.requestedAt) })}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-xs"
                          onClick={() => open('approve', r)}
                          aria-label={t('credits.approveLabel', {
                            id: r.requestId,
                            amount: f.money(r.amount),
                            invoice: r.invoiceNumber,
                          })}
                        >
                          {t('credits.approve')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          color="red"
                          onClick={() => open('refuse', r)}
                          aria-label={t('credits.refuseLabel', {
                            id: r.requestId,
                            amount: f.money(r.amount),
                            invoice: r.invoiceNumber,
                          })}
                        >
                          {t('credits.refuse')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {requests.data?.more && (
          <Text size="sm" c="dimmed">
            {t('credits.more')}
          </Text>
        )}
      </Stack>

      <ConfirmDialog
        opened={decision?.kind === 'approve'}
        onClose={close}
        title={t('credits.approveTitle', { target })}
        confirmLabel={t('credits.approveConfirm')}
        onConfirm={onApprove}
        busy={approve.isPending}
        problem={problem}
      >
        {shown && (
          <Text size="sm">
            {t('credits.approveText', { by: requester(shown), comment: shown.comment, client: shown.clientName })}
          </Text>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        opened={decision?.kind === 'refuse'}
        onClose={close}
        title={t('credits.refuseTitle', { target })}
        confirmLabel={t('credits.refuseConfirm')}
        color="red"
        onConfirm={onRefuse}
        busy={refuse.isPending}
        problem={problem}
        reason={{ label: t('credits.refuseReason'), maxLength: 2000, missing: t('credits.refuseMissing') }}
      >
        {shown && (
          <Text size="sm">
            {t('credits.refuseText', { by: requester(shown), comment: shown.comment })}
          </Text>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
