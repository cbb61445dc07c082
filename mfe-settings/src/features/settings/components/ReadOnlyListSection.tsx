import { useCallback, useMemo } from 'react';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState, ListPage, useListQuery, useListState, type QueryOf } from '@courier/shared';
import { useSettingsList } from '../api/getSettingsList';
import { useT } from '../../../i18n';
import type { ReadOnlyListDescription } from '../types';

type Row = { id: number } & Record<string, unknown>;

/**
 * A reference list shown but not edited here: the table (search, activity filter when the
 * list has one, CSV), and above it why it is read only and where it is changed.
 */
export function ReadOnlyListSection({ description: d }: { description: ReadOnlyListDescription }) {
  const t = useT();
  const list = useListState(d.listState);
  const query = useMemo(() => (d.activity ? { activityStatus: list.status } : {}), [d, list.status]);
  const result = useSettingsList(d.get, query as QueryOf<typeof d.get>);
  const rows = useMemo(() => {
    const all = result.data as Row[] | undefined;
    const term = list.q.trim().toLowerCase();
    if (!all || !term) return all;
    return all.filter((r) =>
      d.columns.some((c) =>
        String(c.value(r as never) ?? '')
          .toLowerCase()
          .includes(term),
      ),
    );
  }, [result.data, list.q, d]);
  const page = useListQuery(result, rows);
  const getRowId = useCallback((r: Row) => String(r.id), []);
  return (
    <ListPage<Row>
      title={d.title}
      description={d.description}
      noun={d.noun}
      list={list}
      query={page}
      columns={d.columns as never}
      getRowId={getRowId}
      statusControl={d.activity ? 'segmented' : false}
      searchPlaceholder={t('settings.list.search', { nouns: d.noun[1] })}
      csvFileName={`${d.key}.csv`}
      notice={
        <Alert variant="light" color="gray" title={t('settings.list.readOnly')} role="note">
          <Group gap="xs">
            <Text size="sm">{d.why}</Text>
            {d.editedIn && (
              <Anchor component={Link} to={d.editedIn.href} size="sm">
                {d.editedIn.label}
              </Anchor>
            )}
          </Group>
        </Alert>
      }
      empty={(filtered) => (
        <EmptyState
          title={
            filtered
              ? t('settings.list.emptyFiltered', { nouns: d.noun[1] })
              : t('settings.list.nonePlain', { nouns: d.noun[1] })
          }
          description={filtered ? t('settings.list.emptyFilteredHint') : d.why}
        />
      )}
    />
  );
}
