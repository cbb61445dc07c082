import { useMemo } from 'react';
import { Anchor, Group, Select, Table, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DateField, EmptyState, ErrorState, LoadingState, PageLayout, parseDay, useFormat, useAddressParams } from '@courier/shared';
import { useT } from '../../../i18n';
import { PagedFooter } from './PagedFooter';
import { useAdminEvents } from '../api/getAdminEvents';
import { eventSentence } from '../utils/eventSentence';
import { useUserList } from '../api/getUserList';

const PAGE_SIZE = 50;

/** The kinds of target the trail names, and the page of the portal that shows one (if any). */
const TARGETS: Record<string, { href?: (id: string) => string }> = {
  worker: { href: (id) => `/workers/${id}` },
  vehicle: { href: (id) => `/vehicles/${id}` },
  client: { href: (id) => `/clients/${id}` },
  sales_agent: { href: () => '/settings?list=salesAgents' },
  client_group: { href: () => '/settings?list=clientGroups' },
  client_group2: { href: () => '/settings?list=clientGroups2' },
  company: { href: () => '/settings?list=workerCompanies' },
  home_message: { href: () => '/settings?list=messagesHome' },
  vehicle_model: { href: () => '/settings?list=vehicleModels' },
  vehicle_brand: { href: () => '/settings?list=vehicleBrands' },
  vehicle_type: { href: () => '/settings?list=vehicleTypes' },
  vehicle_supplier: { href: () => '/settings?list=vehicleSuppliers' },
  discount_code: { href: () => '/settings?list=discountCodes' },
  elu: { href: () => '/settings?list=elus' },
  finance_unit: { href: () => '/settings?list=financeUnits' },
  business_unit: { href: () => '/settings?list=businessUnits' },
  gta_type: { href: () => '/settings?list=gtaTypes' },
  finance_settings: { href: () => '/finance/recovery/dunning' },
  team: {},
  invoice: {},
  shift: {},
};
const FILTERS = ['action', 'user', 'dateFrom', 'dateTo', 'targetType', 'targetId'] as const;
type Filter = (typeof FILTERS)[number];

/** The audit trail: filters (action, user, dates, target) and pages in the address. */
export function AdminEventsSection() {
  const t = useT();
  const format = useFormat();
  const targetName = (type: string) => t('settings.events.targetType', { type });
  const targetOptions = Object.keys(TARGETS).map((value) => ({ value, label: targetName(value) }));
  const [params, setParams] = useAddressParams();
  const value = (k: Filter) => params.get(k) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Partial<Record<Filter | 'page', string>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const users = useUserList();
  const query = useMemo(() => {
    const q: Record<string, string | number> = { page, pageSize: PAGE_SIZE };
    for (const k of FILTERS) {
      const v = params.get(k);
      if (v) q[k] = k === 'user' ? Number(v) : v;
    }
    return q;
  }, [params, page]);
  const events = useAdminEvents(query);
  // A day filter is written to the address once the text typed is a day (or emptied).
  const dayFilter = (k: 'dateFrom' | 'dateTo', v: string) => {
    if (v === '' || parseDay(v)) set({ [k]: v });
  };
  const datesBackwards = value('dateFrom') && value('dateTo') && value('dateTo') < value('dateFrom');

  let content;
  if (events.isPending) content = <LoadingState label={t('settings.events.loading')} />;
  else if (events.isError)
    content = (
      <ErrorState
        title={t('settings.events.failed')}
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  else if (events.data.items.length === 0)
    content = <EmptyState title={t('settings.events.empty')} description={t('settings.events.emptyHint')} />;
  else
    content = (
      <>
        {/* The trail scrolls inside its own box on a narrow screen; the page never scrolls sideways. */}
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t('settings.events.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th aria-sort="descending">{t('settings.events.when')}</Table.Th>
                <Table.Th>{t('settings.events.user')}</Table.Th>
                <Table.Th>{t('settings.events.action')}</Table.Th>
                <Table.Th>{t('settings.events.target')}</Table.Th>
                <Table.Th>{t('settings.events.summary')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data.items.map((e) => {
                const target = TARGETS[e.targetType];
                const name = targetName(e.targetType);
                const label = e.targetId
                  ? t('settings.events.targetOf', { target: name, id: e.targetId })
                  : name;
                return (
                  <Table.Tr key={e.id}>
                    <Table.Td>{format.dateTime(e.at)}</Table.Td>
                    <Table.Td>{e.userLogin ?? t('settings.events.system')}</Table.Td>
                    <Table.Td>{e.action}</Table.Td>
                    <Table.Td>
                      {target?.href && e.targetId ? (
                        <Anchor component={Link} to={target.href(e.targetId)}>
                          {label}
                        </Anchor>
                      ) : (
                        label
                      )}
                    </Table.Td>
                    <Table.Td>{eventSentence(e, { t, f: format })}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <PagedFooter
          total={events.data.total}
          summary={t('settings.events.count', {
            count: events.data.total,
            atLeast: events.data.totalIsLowerBound ? 'yes' : 'no',
          })}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(p) => set({ page: String(p) })}
        />
      </>
    );

  return (
    <PageLayout title={t('settings.events.title')} description={t('settings.events.description')}>
      <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label={t('settings.events.filters')}>
        <TextInput
          label={t('settings.events.action')}
          placeholder={t('settings.events.actionPlaceholder')}
          defaultValue={value('action')}
          onBlur={(e) => set({ action: e.currentTarget.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && set({ action: e.currentTarget.value.trim() })}
          w={200}
        />
        <Select
          label={t('settings.events.user')}
          data={(users.data ?? []).map((u) => ({
            value: String(u.id),
            label: u.login ? t('settings.events.userOption', { name: u.name, login: u.login }) : u.name,
          }))}
          value={value('user') || null}
          onChange={(v) => set({ user: v ?? '' })}
          clearable
          searchable
          placeholder={users.isPending ? t('settings.events.loadingUsers') : t('settings.events.everyone')}
          w={220}
        />
        <DateField
          label={t('settings.events.from')}
          value={value('dateFrom')}
          onChange={(v) => dayFilter('dateFrom', v)}
          w={160}
        />
        <DateField
          label={t('settings.events.to')}
          value={value('dateTo')}
          onChange={(v) => dayFilter('dateTo', v)}
          error={datesBackwards ? t('settings.events.beforeFirstDay') : undefined}
          w={160}
        />
        <Select
          label={t('settings.events.target')}
          data={targetOptions}
          value={value('targetType') || null}
          onChange={(v) => set({ targetType: v ?? '', targetId: v ? value('targetId') : '' })}
          clearable
          placeholder={t('settings.events.any')}
          w={180}
        />
        <TextInput
          label={t('settings.events.targetId')}
          defaultValue={value('targetId')}
          disabled={!value('targetType')}
          onBlur={(e) => set({ targetId: e.currentTarget.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && set({ targetId: e.currentTarget.value.trim() })}
          w={120}
        />
      </Group>
      {content}
    </PageLayout>
  );
}
