import { Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorState, LoadingState } from '@courier/shared';
import { useDaySummary } from '../api';
import { dayLabel } from '../utils/week';

const FIGURES = [
  ['shifts', 'Shifts'],
  ['workers', 'Workers'],
  ['missions', 'Missions'],
  ['waypoints', 'Waypoints'],
  ['km', 'Km'],
  ['unproductiveShifts', 'Unproductive'],
  ['anomalies', 'Anomalies'],
] as const;

/** The day summary of a chosen date of the week: totals, by client and by agency, with the board's filters. */
export function DaySummaryPanel({
  dates,
  date,
  onDate,
  clientIds,
  agencyIds,
}: {
  dates: string[];
  date: string;
  onDate: (d: string) => void;
  clientIds: number[];
  agencyIds: number[];
}) {
  const summary = useDaySummary({
    date,
    clientIds: clientIds.join(',') || undefined,
    agencyIds: agencyIds.join(',') || undefined,
  });
  return (
    <Card withBorder component="section" aria-labelledby="day-summary-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="day-summary-title">
            Day summary
          </Title>
          <Select
            label="Date of the summary"
            data={dates.map((d) => ({ value: d, label: dayLabel(d) }))}
            value={date}
            onChange={(d) => d && onDate(d)}
            allowDeselect={false}
            w={180}
          />
        </Group>
        {summary.isPending && <LoadingState label="Loading the summary…" />}
        {summary.isError && <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />}
        {summary.data && summary.data.totals.shifts === 0 && summary.data.totals.anomalies === 0 && (
          <Text c="dimmed">No shift on this date.</Text>
        )}
        {summary.data && (summary.data.totals.shifts > 0 || summary.data.totals.anomalies > 0) && (
          <Table aria-label={`Summary of ${summary.data.date}`} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Of</Table.Th>
                {FIGURES.map(([, label]) => (
                  <Table.Th key={label}>{label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr fw={700}>
                <Table.Td>All</Table.Td>
                {FIGURES.map(([k]) => (
                  <Table.Td key={k}>{summary.data.totals[k]}</Table.Td>
                ))}
              </Table.Tr>
              {summary.data.byAgency.map((a) => (
                <Table.Tr key={`a${a.agency.id}`}>
                  <Table.Td>Agency {a.agency.name}</Table.Td>
                  {FIGURES.map(([k]) => (
                    <Table.Td key={k}>{a[k]}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {summary.data.byClient.slice(0, 50).map((c) => (
                <Table.Tr key={`c${c.client.id}`}>
                  <Table.Td>{c.client.name}</Table.Td>
                  {FIGURES.map(([k]) => (
                    <Table.Td key={k}>{c[k]}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
