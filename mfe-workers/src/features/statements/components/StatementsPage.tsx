import { useState } from 'react';
import { Anchor, Button, Card, Drawer, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  api,
  notifyError,
  useFormat,
  useReferenceList,
  useAddressParams,
} from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useDownloadPayrollCsv, useStatements, useWorkersLight } from '../api';
import type { PayStatement, StatementsQuery } from '../types';
import { MonthClosingActions } from './MonthClosingActions';
import { StatementCard, useStatementTitle } from './StatementCard';
import { StatementsPdfButton } from './StatementsPdfButton';
import { PrintAllStatements } from './StatementsPrint';
import { OPENED_PARAM, StatementsSummary } from './StatementsSummary';

type ScopeKind = 'worker' | 'team' | 'agency' | 'all';
const SCOPE_PARAM: Record<ScopeKind, 'workerId' | 'teamId' | 'agencyId' | 'all'> = {
  worker: 'workerId',
  team: 'teamId',
  agency: 'agencyId',
  // Every worker of the month (`all=true`: the Today page's link).
  all: 'all',
};
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month shown when the URL gives none: the last one, the month being paid. */
export const defaultMonth = () => dayjs().subtract(1, 'month').format('YYYY-MM');

/**
 * The months offered (`YYYY-MM`, newest first): this month back three years, and the month shown
 * if the address asks for an older one. The picker names them in the page's language.
 */
function monthChoices(shown: string): string[] {
  const months = Array.from({ length: 37 }, (_, i) => dayjs().subtract(i, 'month').format('YYYY-MM'));
  return months.includes(shown) ? months : [...months, shown];
}

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
  const t = useT();
  const [search, setSearch] = useState('');
  const workers = useWorkersLight(search);
  return (
    <Select
      label={t('statements.scope.worker')}
      placeholder={t('statements.worker.search')}
      searchable
      clearable
      nothingFoundMessage={t(workers.isFetching ? 'statements.worker.searching' : 'statements.worker.none')}
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

/** /retrib/statements: a month's pay statements of a worker, a team or an agency; close or reopen the month; exports. */
export function StatementsPage() {
  const t = useT();
  const format = useFormat();
  const [params, setParams] = useAddressParams();
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : defaultMonth();
  const kind: ScopeKind =
    params.get('all') === 'true' ? 'all' : params.has('teamId') ? 'team' : params.has('agencyId') ? 'agency' : 'worker';
  const [pickedKind, setPickedKind] = useState<ScopeKind>(kind);
  const scopeId = Number(params.get(SCOPE_PARAM[kind]));
  const query: StatementsQuery | null =
    kind === 'all'
      ? { month, all: 'true' }
      : Number.isInteger(scopeId) && scopeId > 0
        ? { month, [SCOPE_PARAM[kind]]: scopeId }
        : null;
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
  const csv = useDownloadPayrollCsv((e) => notifyError(e, translate('statements.csvFailed')));

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
  const statementTitle = useStatementTitle();
  // The statement opened from the summary's row (in the address: a link can be shared).
  const openedId = Number(params.get(OPENED_PARAM));
  const opened: PayStatement | undefined =
    kind === 'worker' ? undefined : statements.data?.statements.find((s) => s.worker.id === openedId);
  const closeStatement = () => {
    const next = new URLSearchParams(params);
    next.delete(OPENED_PARAM);
    setParams(next);
  };

  let content;
  if (!query) content = <EmptyState title={t('statements.pick')} description={t('statements.pickHint')} />;
  else if (statements.isPending) content = <LoadingState label={t('statements.loading')} />;
  else if (statements.isError)
    content = <ErrorState error={statements.error} onRetry={() => void statements.refetch()} />;
  else if (statements.data.statements.length === 0)
    content = (
      <EmptyState
        title={t('statements.empty')}
        description={t('statements.emptyHint', { month: format.month(month) })}
      />
    );
  else if (kind === 'worker')
    content = (
      <Stack gap="md">
        {statements.data.statements.map((s) => (
          <StatementCard key={s.worker.id} statement={s} month={month} />
        ))}
      </Stack>
    );
  else {
    // A team or an agency: the summary, each statement opening from its row.
    const all = statements.data.statements;
    const heading = t('statements.summary.label', { month: format.month(month) });
    content = (
      <Stack gap="md">
        <Group justify="flex-end">
          <StatementsPdfButton query={query} count={all.length} />
          <PrintAllStatements statements={all} heading={heading} />
        </Group>
        <StatementsSummary statements={all} label={heading} />
        <Drawer
          opened={opened !== undefined}
          onClose={closeStatement}
          position="right"
          size="80rem"
          title={opened && statementTitle(opened)}
          closeButtonProps={{ 'aria-label': t('statements.summary.close') }}
        >
          {opened && <StatementCard statement={opened} month={month} />}
        </Drawer>
      </Stack>
    );
  }

  return (
    <PageLayout
      title={t('statements.title')}
      description={
        <>
          {t('statements.description')}{' '}
          <Anchor component={Link} to="/retrib">
            {t('statements.back')}
          </Anchor>
        </>
      }
      actions={
        <>
          {statements.data && query && <MonthClosingActions month={month} closed={statements.data.closed} />}
          <Button
            variant="default"
            loading={csv.isPending}
            onClick={() => csv.mutate(month)}
          >
            {t('statements.csv', { month: format.month(month) })}
          </Button>
        </>
      }
    >
      <Card withBorder>
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('statements.month')}
            searchable
            allowDeselect={false}
            data={monthChoices(month).map((m) => ({ value: m, label: format.month(m) }))}
            value={month}
            onChange={(m) => m && MONTH.test(m) && setMonth(m)}
          />
          <SegmentedControl
            aria-label={t('statements.scope')}
            value={pickedKind}
            onChange={(v) => {
              setPickedKind(v as ScopeKind);
              if (v === 'all') setScope('all', 'true');
            }}
            data={[
              { value: 'worker', label: t('statements.scope.worker') },
              { value: 'team', label: t('statements.scope.team') },
              { value: 'agency', label: t('statements.scope.agency') },
              { value: 'all', label: t('statements.scope.all') },
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
              label={t('statements.scope.team')}
              searchable
              data={(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name }))}
              value={kind === 'team' ? currentId : null}
              onChange={(id) => setScope('team', id)}
            />
          )}
          {pickedKind === 'agency' && (
            <Select
              label={t('statements.scope.agency')}
              searchable
              data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              value={kind === 'agency' ? currentId : null}
              onChange={(id) => setScope('agency', id)}
            />
          )}
        </Group>
      </Card>
      {content}
    </PageLayout>
  );
}
