import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ConfirmDialog, errorMessage, notifySuccess, useStepUpGuard } from '@courier/shared';
import {
  useApproveCreditRequest,
  useCreditRequests,
  useRefuseCreditRequest,
  type CreditRequest,
} from '../api';
import { formatEuros, formatInstant } from '../utils/format';

type Decision = { kind: 'approve' | 'refuse'; request: CreditRequest } | null;

/**
 * The credit notes the Clients area asked for, waiting for a FINANCE decision: approving makes
 * the credit note (it lowers what the client owes, and may clear its recovery block); refusing
 * takes a reason. Both ask for a confirmation, then a fresh code when the server wants one.
 */
export function CreditRequestsPanel() {
  const requests = useCreditRequests();
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
            `Credit note ${answer.creditNote.number} of ${formatEuros(answer.creditNote.amount)} issued`,
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
          notifySuccess('Credit note request refused');
          close();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const target = shown ? `${formatEuros(shown.amount)} against ${shown.invoiceNumber}` : '';

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="credit-requests-title">
      {modal}
      <Stack gap="sm">
        <Title order={2} size="h4" id="credit-requests-title">
          Credit note requests
        </Title>
        {requests.isError && (
          <Alert color="red" variant="light">
            The credit note requests could not be loaded: {errorMessage(requests.error)}
          </Alert>
        )}
        {requests.data && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No credit note request is waiting for a decision.
          </Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={900}>
            <Table striped aria-label="Credit note requests waiting for a decision">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Client</Table.Th>
                  <Table.Th scope="col">Invoice</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Still due on the invoice
                  </Table.Th>
                  <Table.Th scope="col">Business unit</Table.Th>
                  <Table.Th scope="col">Reason</Table.Th>
                  <Table.Th scope="col">Requested</Table.Th>
                  <Table.Th scope="col">Decision</Table.Th>
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
                      {formatEuros(r.amount)}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" c={r.amount > r.invoiceRemaining ? 'red' : undefined}>
                      {formatEuros(r.invoiceRemaining)}
                    </Table.Td>
                    <Table.Td>{r.businessUnit.name}</Table.Td>
                    <Table.Td>{r.comment}</Table.Td>
                    <Table.Td>
                      {r.requestedBy ?? 'A former user'}, {formatInstant(r.requestedAt)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-xs"
                          onClick={() => open('approve', r)}
                          aria-label={`Approve request #${r.requestId} (${formatEuros(r.amount)} against ${r.invoiceNumber})`}
                        >
                          Approve
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          color="red"
                          onClick={() => open('refuse', r)}
                          aria-label={`Refuse request #${r.requestId} (${formatEuros(r.amount)} against ${r.invoiceNumber})`}
                        >
                          Refuse
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
            Only the oldest requests are shown: decide these first.
          </Text>
        )}
      </Stack>

      <ConfirmDialog
        opened={decision?.kind === 'approve'}
        onClose={close}
        title={`Approve a credit note of ${target}?`}
        confirmLabel="Approve and issue the credit note"
        onConfirm={onApprove}
        busy={approve.isPending}
        problem={problem}
      >
        {shown && (
          <Text size="sm">
            {shown.requestedBy ?? 'A former user'} asked for it: “{shown.comment}”. The credit note is issued
            today with the next number of the year and lowers what {shown.clientName} owes, which may lift its
            recovery block. It cannot be taken back.
          </Text>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        opened={decision?.kind === 'refuse'}
        onClose={close}
        title={`Refuse the credit note of ${target}?`}
        confirmLabel="Refuse the request"
        color="red"
        onConfirm={onRefuse}
        busy={refuse.isPending}
        problem={problem}
        reason={{ label: 'Why the request is refused', maxLength: 2000, missing: 'A reason is required' }}
      >
        {shown && (
          <Text size="sm">
            {shown.requestedBy ?? 'A former user'} asked for it: “{shown.comment}”. The reason is kept on the
            client's timeline.
          </Text>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
