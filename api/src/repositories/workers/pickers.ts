/**
 * Workers (docs/product.md#calls-workers): the lists the worker forms pick from (agencies,
 * teams, companies and elus; GTA types).
 */
import type { Executor } from '../../db/executor';
import { namedFields, namedListQuery, readNamedLists, type StatusFilter } from '../reference';
import { formatShortCode } from './commands';

export async function listPickers(db: Executor, status: StatusFilter) {
  const { agencies, teams, companies, elus } = await readNamedLists(db, status, {
    agencies: db.selectFrom('agencies').select(['id', 'name', 'code', 'activity_status']),
    teams: db.selectFrom('teams').select(['id', 'name', 'code', 'activity_status', 'agency_id']),
    companies: db
      .selectFrom('companies')
      .select(['id', 'name', 'code', 'activity_status', 'short_code_prefix', 'next_short_code_seq']),
    elus: db.selectFrom('elus').select(['id', 'name', 'code', 'activity_status']),
  });
  return {
    agencies: agencies.map(namedFields),
    teams: teams.map((r) => ({ ...namedFields(r), agencyId: r.agency_id })),
    companies: companies.map((r) => ({
      ...namedFields(r),
      shortCodePrefix: r.short_code_prefix,
      nextShortCode: formatShortCode(r.short_code_prefix, r.next_short_code_seq),
    })),
    elus: elus.map(namedFields),
  };
}
export async function listGtaTypes(db: Executor, status: StatusFilter) {
  const rows = await namedListQuery(
    db.selectFrom('gta_types').select(['id', 'name', 'code', 'activity_status', 'is_absence']),
    status,
  ).execute();
  return rows.map((r) => ({ ...namedFields(r), isAbsence: r.is_absence }));
}
