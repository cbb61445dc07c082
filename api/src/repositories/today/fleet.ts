/**
 * `workers/today` (WORKERS) and `vehicles/today` (VEHICLES): what ends within
 * TODAY_ENDING_DAYS days, among active workers and vehicles: a worker's contract end
 * (`workers.contract_end_date`), a document on file expiring (`worker_documents.expires_on`), a
 * worker's leaving date (`workers.left_on`), and a vehicle's contract end
 * (`vehicles.contract_end_date`). Each through a partial index on its date.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TodayAnswer } from '@courier/shared/contract';
import { contract } from '../../shared';
import { todayInParis } from '../../domain/dates';
import { addDays, enc, item, link, widget } from './widget';

const { TODAY_ENDING_DAYS } = contract;

interface Row {
  total: number;
  id: number | null;
  code: string | null;
  title: string | null;
  ends: string | null;
  /** The contract's or the document's kind, for the catalog's `select`. */
  kind?: string | null;
}

/** The total and the 5 soonest of an "ends between today and the limit" set, one statement. */
async function ending(db: Executor, query: RawBuilder<Row>) {
  const { rows } = await query.execute(db);
  return { count: rows[0]?.total ?? 0, rows: rows.filter((r) => r.id !== null) };
}

export async function workersToday(db: Executor, now = new Date()): Promise<TodayAnswer> {
  const today = todayInParis(now);
  const limit = addDays(today, TODAY_ENDING_DAYS);
  const name = sql`w.first_name || ' ' || w.last_name`;
  // workers/getWorkers?contractEndingSoon=true (active by default) answers the same set.
  const contracts = await ending(
    db,
    sql<Row>`with e as (select w.id, w.short_code, ${name} as name, w.contract_kind as kind, w.contract_end_date as ends
        from workers w where w.activity_status = 'active'
          and w.contract_end_date >= ${today}::date and w.contract_end_date <= ${limit}::date)
      select (select count(*) from e)::int as total, e.id, e.short_code as code, e.name as title, e.kind, e.ends::text as ends
      from (select 1) one left join (select * from e order by ends, name, id limit 5) e on true
      order by e.ends, e.name, e.id`,
  );
  // workers/getWorkers?documentExpiringSoon=true: the active workers with a document expiring in
  // the range, each once, shown by its soonest such document.
  const documents = await ending(
    db,
    sql<Row>`with e as (select distinct on (w.id) w.id, w.short_code, ${name} as name, d.kind, d.expires_on as ends
        from worker_documents d join workers w on w.id = d.worker_id
        where d.expires_on >= ${today}::date and d.expires_on <= ${limit}::date and w.activity_status = 'active'
        order by w.id, d.expires_on, d.kind)
      select (select count(*) from e)::int as total, e.id, e.short_code as code, e.name as title, e.kind, e.ends::text as ends
      from (select 1) one left join (select * from e order by ends, name, id limit 5) e on true
      order by e.ends, e.name, e.id`,
  );
  const leaving = await ending(
    db,
    sql<Row>`with e as (select w.id, w.short_code, ${name} as name, w.left_on from workers w
        where w.activity_status = 'active' and w.left_on >= ${today}::date and w.left_on <= ${limit}::date)
      select (select count(*) from e)::int as total, e.id, e.short_code as code, e.name as title, e.left_on::text as ends
      from (select 1) one left join (select * from e order by left_on, name, id limit 5) e on true
      order by e.left_on, e.name, e.id`,
  );
  const items = (rows: Row[]) =>
    rows.map((r) =>
      item({ id: r.id!, title: r.title ?? '', code: r.code, date: r.ends, kind: r.kind ?? null, href: `/workers/${enc(r.code ?? '')}` }),
    );
  const values = { days: TODAY_ENDING_DAYS };
  return {
    asOf: today,
    widgets: [
      widget({
        key: 'workers.contractsEnding',
        values,
        count: contracts.count,
        items: items(contracts.rows),
        link: link('/workers', { contractEndingSoon: true }),
      }),
      widget({
        key: 'workers.documentsExpiring',
        values,
        count: documents.count,
        items: items(documents.rows),
        link: link('/workers', { documentExpiringSoon: true }),
      }),
      // workers/getWorkers?leavingSoon=true (active by default) answers the same set.
      widget({ key: 'workers.leaving', values, count: leaving.count, items: items(leaving.rows), link: link('/workers', { leavingSoon: true }) }),
    ],
  };
}

export async function vehiclesToday(db: Executor, now = new Date()): Promise<TodayAnswer> {
  const today = todayInParis(now);
  const limit = addDays(today, TODAY_ENDING_DAYS);
  // The same set as vehicles/getVehicles?contractEndingSoon=true (active by default): ends from today to today + 30 days.
  const { count, rows } = await ending(
    db,
    sql<Row>`with e as (select v.id, v.short_code, v.plate, v.contract_end_date from vehicles v
        where v.activity_status = 'active' and v.contract_end_date >= ${today}::date and v.contract_end_date <= ${limit}::date)
      select (select count(*) from e)::int as total, e.id, e.short_code as code, e.plate as title,
        e.contract_end_date::text as ends
      from (select 1) one left join (select * from e order by contract_end_date, short_code, id limit 5) e on true
      order by e.contract_end_date, e.short_code, e.id`,
  );
  return {
    asOf: today,
    widgets: [
      widget({
        key: 'vehicles.contractsEnding',
        values: { days: TODAY_ENDING_DAYS },
        count,
        items: rows.map((r) => item({ id: r.id!, title: r.code ?? '', code: r.title, date: r.ends, href: `/vehicles/${enc(r.code ?? '')}` })),
        link: link('/vehicles', { contractEndingSoon: true }),
      }),
    ],
  };
}
