import { useMemo } from 'react';
import { Anchor, Group, Select, Table, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageLayout } from '@courier/shared';
import { PagedFooter } from './PagedFooter';
import { useAdminEvents } from '../api/getAdminEvents';
import { useUserList } from '../api/getUserList';

const PAGE_SIZE = 50;

/** The kinds of target the trail names, and the page of the portal that shows one. */
const TARGETS: Record<string, { label: string; href?: (id: string) => string }> = {
  worker: { label: 'Worker', href: (id) => `/workers/${id}` },
  vehicle: { label: 'Vehicle', href: (id) => `/vehicles/${id}` },
  client: { label: 'Client', href: (id) => `/clients/${id}` },
  sales_agent: { label: 'Sales agent', href: () => '/settings?list=salesAgents' },
  client_group: { label: 'Client group', href: () => '/settings?list=clientGroups' },
  client_group2: { label: 'Client group 2', href: () => '/settings?list=clientGroups2' },
  company: { label: 'Worker company', href: () => '/settings?list=workerCompanies' },
  home_message: { label: 'Home message', href: () => '/settings?list=messagesHome' },
  vehicle_model: { label: 'Vehicle model', href: () => '/settings?list=vehicleModels' },
  vehicle_brand: { label: 'Vehicle brand', href: () => '/settings?list=vehicleBrands' },
  vehicle_type: { label: 'Vehicle type', href: () => '/settings?list=vehicleTypes' },
  vehicle_supplier: { label: 'Vehicle supplier', href: () => '/settings?list=vehicleSuppliers' },
  discount_code: { label: 'Discount code', href: () => '/settings?list=discountCodes' },
  elu: { label: 'Staff representative', href: () => '/settings?list=elus' },
  finance_unit: { label: 'Finance unit', href: () => '/settings?list=financeUnits' },
  business_unit: { label: 'Business unit', href: () => '/settings?list=businessUnits' },
  gta_type: { label: 'GTA type', href: () => '/settings?list=gtaTypes' },
  finance_settings: { label: 'Dunning settings', href: () => '/finance/recovery/dunning' },
  team: { label: 'Team' },
  invoice: { label: 'Invoice' },
  shift: { label: 'Shift' },
};
const TARGET_OPTIONS = Object.entries(TARGETS).map(([value, t]) => ({ value, label: t.label }));
const FILTERS = ['action', 'user', 'dateFrom', 'dateTo', 'targetType', 'targetId'] as const;
type Filter = (typeof FILTERS)[number];

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

/** The audit trail: filters (action, user, dates, target) and pages in the address. */
export function AdminEventsSection() {
  const [params, setParams] = useSearchParams();
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
  const datesBackwards = value('dateFrom') && value('dateTo') && value('dateTo') < value('dateFrom');

  let content;
  if (events.isPending) content = <LoadingState label="Loading the admin events…" />;
  else if (events.isError)
    content = (
      <ErrorState
        title="The admin events could not be loaded"
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  else if (events.data.items.length === 0)
    content = <EmptyState title="No admin events match" description="Change the filters." />;
  else
    content = (
      <>
        <Table striped aria-label="Admin events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>User</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Target</Table.Th>
              <Table.Th>Summary</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data.items.map((e) => {
              const target = TARGETS[e.targetType];
              const label = `${target?.label ?? e.targetType}${e.targetId ? ` ${e.targetId}` : ''}`;
              return (
                <Table.Tr key={e.id}>
                  <Table.Td>{when(e.at)}</Table.Td>
                  <Table.Td>{e.userLogin ?? 'system'}</Table.Td>
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
                  <Table.Td>{e.summary}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <PagedFooter
          total={events.data.total}
          atLeast={events.data.totalIsLowerBound}
          noun="events"
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(p) => set({ page: String(p) })}
        />
      </>
    );

  return (
    <PageLayout title="Admin events" description="Every change made by staff, newest first.">
      <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label="Filters of the admin events">
        <TextInput
          label="Action"
          placeholder="vehicleBrands.add"
          defaultValue={value('action')}
          onBlur={(e) => set({ action: e.currentTarget.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && set({ action: e.currentTarget.value.trim() })}
          w={200}
        />
        <Select
          label="User"
          data={(users.data ?? []).map((u) => ({
            value: String(u.id),
            label: u.login ? `${u.name} (${u.login})` : u.name,
          }))}
          value={value('user') || null}
          onChange={(v) => set({ user: v ?? '' })}
          clearable
          searchable
          placeholder={users.isPending ? 'Loading…' : 'Everyone'}
          w={220}
        />
        <TextInput
          type="date"
          label="From"
          value={value('dateFrom')}
          onChange={(e) => set({ dateFrom: e.currentTarget.value })}
          w={160}
        />
        <TextInput
          type="date"
          label="To"
          value={value('dateTo')}
          onChange={(e) => set({ dateTo: e.currentTarget.value })}
          error={datesBackwards ? 'Before the first day' : undefined}
          w={160}
        />
        <Select
          label="Target"
          data={TARGET_OPTIONS}
          value={value('targetType') || null}
          onChange={(v) => set({ targetType: v ?? '', targetId: v ? value('targetId') : '' })}
          clearable
          placeholder="Any"
          w={180}
        />
        <TextInput
          label="Target id"
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
