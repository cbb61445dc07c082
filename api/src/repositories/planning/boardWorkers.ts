/**
 * The worker picker of the planning page (planning/searchBoardWorkers, docs/product.md#calls-planning):
 * the worker rows of the board's filters, every page, whose short code or name holds a search.
 * One query: the workers of the agencies and teams (their indexes), the search on `search_text`
 * (its trigram index), the rows of the board's rule (with a client filter, the workers with a
 * shift of those clients in the period, else the active ones and anyone with a shift in the
 * period: shifts_worker_date_idx), by name, the total counted with the rows.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern } from '../textSearch';
import { fullName } from '../rowValues';
import type { QueryOut, ResponseOut } from '../areaTypes';
import { boardWorkers } from './board';

type Query = QueryOut<'planning', 'searchBoardWorkers'>;
type Answer = ResponseOut<'planning', 'searchBoardWorkers'>;

/** The board's rows of the filters (the rule of planning/getShifts, board.ts), with the search. */
function boardRowsWhere(q: Query) {
  const search = q.search ? sql`w.search_text like ${containsPattern(q.search)}` : sql`true`;
  return sql`${boardWorkers(q)} and ${search}`;
}

export async function searchBoardWorkers(db: Executor, q: Query): Promise<Answer> {
  const { rows } = await sql<{
    id: number;
    short_code: string;
    first_name: string;
    last_name: string;
    agency_id: number;
    team_id: number;
    activity_status: string;
    total: number;
  }>`
    select w.id, w.short_code, w.first_name, w.last_name, w.agency_id, w.team_id, w.activity_status,
      count(*) over ()::int as total
    from workers w
    where ${boardRowsWhere(q)}
    order by w.last_name, w.first_name, w.id
    limit ${q.limit}`.execute(db);
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    workers: rows.map((r) => ({
      id: r.id,
      shortCode: r.short_code,
      name: fullName(r.first_name, r.last_name),
      agencyId: r.agency_id,
      teamId: r.team_id,
      activityStatus: r.activity_status as 'active' | 'inactive',
    })),
  };
}
