import { Badge, Button, Group, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import type { BillingPreview, PreviewRow } from '../api';
import { formatEuros } from '../utils/format';

const money = (v: number | null) => (v === null ? '—' : formatEuros(v));

/** A page of the preview: one row per client (its business unit, flags, shifts, amounts). */
export function PreviewTable({
  preview,
  onOpen,
  onPage,
}: {
  preview: BillingPreview;
  onOpen: (row: PreviewRow) => void;
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(preview.total / preview.pageSize);
  return (
    <>
      <Table striped highlightOnHover aria-label="Draft invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Client</Table.Th>
            <Table.Th scope="col">Business unit</Table.Th>
            <Table.Th scope="col">Flags</Table.Th>
            <Table.Th scope="col" ta="right">
              Shifts
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Late changes
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Excl. VAT
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Incl. VAT
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Credit notes
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Lines</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.items.map((r) => (
            <Table.Tr key={r.clientId} data-testid={`preview-row-${r.clientId}`}>
              <Table.Td>
                {r.businessCode} · {r.name}
              </Table.Td>
              <Table.Td>{r.businessUnit?.name ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {r.problem === 'no_price_list' && (
                    <Badge color="orange" variant="light">
                      No price list
                    </Badge>
                  )}
                  {r.inRecoverySince && (
                    <Badge color="red" variant="light">
                      In recovery
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{r.shifts}</Table.Td>
              <Table.Td ta="right">{r.lateChanges}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {money(r.amountExclVat)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {money(r.amount)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {r.creditNotes > 0 ? `${r.creditNotes} · ${money(r.creditAmount)}` : '—'}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => onOpen(r)}
                  aria-label={`Lines of ${r.name}`}
                >
                  Lines
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={preview.page}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
            })}
          />
          <Text size="sm" c="dimmed">
            {preview.total} clients
          </Text>
        </Group>
      )}
    </>
  );
}
