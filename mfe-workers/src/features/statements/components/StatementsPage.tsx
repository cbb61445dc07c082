import { useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  api,
  notifyError,
  useReferenceList,
} from '@courier/shared';
import { useDownloadPayrollCsv, useDownloadStatementPdf, useStatements, useWorkersLight } from '../api';
import type { PayStatement, StatementsQuery } from '../types';
import { AnomaliesPanel } from './AnomaliesPanel';
import { MonthClosingActions } from './MonthClosingActions';
import { StatementTable } from './StatementTable';

type ScopeKind = 'worker' | 'team' | 'agency';
const SCOPE_PARAM: Record<ScopeKind, 'workerId' | 'teamId' | 'agencyId'> = {
  worker: 'workerId',
  team: 'teamId',
  agency: 'agencyId',
};
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month shown when the URL gives none: the last one, the month being paid. */
export const defaultMonth = () => dayjs().subtract(1, 'month').format('YYYY-MM');

function WorkerPicker({
  value,
  selected,
  onChange,
}: {
  value: string | null;
  /** The worker shown now (from the statements), so the picker names it whatever the search lists. */
  selected: { id: number; shortCode: string; name: string } | undefined;
  onChange: (id: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const workers = useWorkersLight(search);
  return (
    <Select
      label="Worker"
      placeholder="Search a worker"
      searchable
      clearable
      nothingFoundMessage={workers.isFetching ? 'Searching…' : 'No worker'}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={[
        ...(selected && !workers.data?.some((w) => w.id === selected.id) ? [selected] : []),
        ...(workers.data ?? []),
      ].map((w) => ({ value: String(w.id), label: `${w.name} (${w.shortCode})` }))}
      value={value}
      onChange={onChange}
    />
  );
}

function StatementCard({ statement, month }: { statement: PayStatement; month: string }) {
  const pdf = useDownloadStatementPdf();
  const titleId = `statement-${statement.worker.id}`;
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} id={titleId}>
          {statement.worker.name} ({statement.worker.shortCode}) · {statement.worker.team.name}
        </Title>
        <Button
          variant="light"
          size="xs"
          loading={pdf.isPending}
          onClick={() =>
            pdf.mutate(
              { month, workerId: statement.worker.id },
              { onError: (e) => notifyError(e, 'The PDF could not be downloaded') },
            )
          }
        >
          Download PDF
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          {statement.days.length === 0 ? (
            <EmptyState title="Nothing this month" description="No shift nor worker time in this month." />
          ) : (
            <StatementTable statement={statement} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <AnomaliesPanel statement={statement} />
        </Grid.Col>
      </Grid>
    </Card>
  );
}

/** /retrib/statements: a month's pay statements of a worker, a team or an agency; close or reopen the month; exports. */
export function StatementsPage() {
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : defaultMonth();
  const kind: ScopeKind = params.has('teamId') ? 'team' : params.has('agencyId') ? 'agency' : 'worker';
  const [pickedKind, setPickedKind] = useState<ScopeKind>(kind);
  const scopeId = Number(params.get(SCOPE_PARAM[kind]));
  const query: StatementsQuery | null =
    Number.isInteger(scopeId) && scopeId > 0 ? { month, [SCOPE_PARAM[kind]]: scopeId } : null;
  const statements = useStatements(query);
  const teams = useReferenceList(
    api.reference.getTeams,
    { activityStatus: 'all' },
    { enabled: pickedKind === 'team' },
  );
  const agencies = useReferenceList(
    api.reference.getAgencies,
    { activityStatus: 'all' },
    { enabled: pickedKind === 'agency' },
  );
  const csv = useDownloadPayrollCsv();

  const setScope = (k: ScopeKind, id: string | null) => {
    const next = new URLSearchParams({ month });
    if (id) next.set(SCOPE_PARAM[k], id);
    setParams(next);
  };
  const setMonth = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('month', value);
    setParams(next);
  };
  const currentId = query ? String(scopeId) : null;

  let content;
  if (!query)
    content = (
      <EmptyState
        title="Pick a worker, a team or an agency"
        description="Their statements of the month show here."
      />
    );
  else if (statements.isPending) content = <LoadingState label="Loading statements…" />;
  else if (statements.isError)
    content = <ErrorState error={statements.error} onRetry={() => void statements.refetch()} />;
  else if (statements.data.statements.length === 0)
    content = (
      <EmptyState title="No statement" description={`Nobody in this selection worked in ${month}.`} />
    );
  else
    content = (
      <Stack gap="md">
        {statements.data.statements.map((s) => (
          <StatementCard key={s.worker.id} statement={s} month={month} />
        ))}
      </Stack>
    );

  return (
    <PageLayout
      title="Pay statements"
      description={
        <>
          Each day&apos;s pay from the worker times and their shifts, at the rates in force that day.{' '}
          <Anchor component={Link} to="/retrib">
            Back to pay rates
          </Anchor>
        </>
      }
      actions={
        <Button
          variant="default"
          loading={csv.isPending}
          onClick={() =>
            csv.mutate(month, { onError: (e) => notifyError(e, 'The CSV could not be downloaded') })
          }
        >
          Download payroll CSV ({month})
        </Button>
      }
    >
      <Card withBorder>
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Month"
            type="month"
            value={month}
            onChange={(e) => MONTH.test(e.currentTarget.value) && setMonth(e.currentTarget.value)}
          />
          <SegmentedControl
            aria-label="Statements of"
            value={pickedKind}
            onChange={(v) => setPickedKind(v as ScopeKind)}
            data={[
              { value: 'worker', label: 'Worker' },
              { value: 'team', label: 'Team' },
              { value: 'agency', label: 'Agency' },
            ]}
          />
          {pickedKind === 'worker' && (
            <WorkerPicker
              value={kind === 'worker' ? currentId : null}
              selected={kind === 'worker' ? statements.data?.statements[0]?.worker : undefined}
              onChange={(id) => setScope('worker', id)}
            />
          )}
          {pickedKind === 'team' && (
            <Select
              label="Team"
              searchable
              data={(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={kind === 'team' ? currentId : null}
              onChange={(id) => setScope('team', id)}
            />
          )}
          {pickedKind === 'agency' && (
            <Select
              label="Agency"
              searchable
              data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              value={kind === 'agency' ? currentId : null}
              onChange={(id) => setScope('agency', id)}
            />
          )}
          {statements.data && query && <MonthClosingActions month={month} closed={statements.data.closed} />}
        </Group>
      </Card>
      {content}
    </PageLayout>
  );
}
