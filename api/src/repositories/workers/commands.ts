/**
 * Workers' writes (docs/product.md#calls-workers, #workers-and-short-codes): the company's next
 * short code, a new worker's row and a versioned edit of it. SQL only: the rules, the
 * transaction and the events are the services' (services/workers/).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - workers → workers_team_dated_insert: a new worker's team goes to worker_team_periods from -infinity
 * - workers → workers_team_dated_update: a team change is dated in worker_team_periods from the effective day
 */
import { sql, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import { notFoundField } from '../../domain/errors';
import type { Executor } from '../../db/executor';
import { requireRefs } from '../references';
import { updateVersioned } from '../versioned';
import type { BodyOut } from '../areaTypes';

type AddWorkerBody = BodyOut<'workers', 'addWorker'>;

/** `PAR` + 42 -> `PAR-0042` (at least four digits; longer numbers keep all their digits). */
export function formatShortCode(prefix: string, seq: number): string {
  return `${prefix}-${String(seq).padStart(4, '0')}`;
}

/** Checks the referenced team, agency, company and elu; a 404 names the field. */
export async function requireWorkerRefs(
  db: Executor,
  refs: { companyId?: number; teamId?: number; agencyId?: number; eluId?: number | null },
) {
  await requireRefs(db, [
    { field: 'companyId', table: 'companies', id: refs.companyId, label: 'company' },
    { field: 'teamId', table: 'teams', id: refs.teamId, label: 'team' },
    { field: 'agencyId', table: 'agencies', id: refs.agencyId, label: 'agency' },
    { field: 'eluId', table: 'elus', id: refs.eluId, label: 'elu' },
  ]);
}

/**
 * Takes the company's next short code inside the caller's transaction: the update locks the
 * company row, so two concurrent creations get two numbers, and a number is never given
 * twice (the sequence only grows; a code already taken, e.g. after a prefix change, is skipped).
 */
export async function takeNextShortCode(tx: Executor, companyId: number): Promise<string> {
  for (;;) {
    const row = await tx
      .updateTable('companies')
      .set({ next_short_code_seq: sql`next_short_code_seq + 1` })
      .where('id', '=', companyId)
      .returning(['short_code_prefix', sql<number>`next_short_code_seq - 1`.as('seq')])
      .executeTakeFirst();
    if (!row) throw notFoundField('companyId', `No such company: ${companyId}`);
    const code = formatShortCode(row.short_code_prefix, Number(row.seq));
    const taken = await tx
      .selectFrom('workers')
      .select('id')
      .where('short_code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

/** Inserts a new worker with its short code; returns its id. */
export async function insertWorker(tx: Executor, shortCode: string, worker: AddWorkerBody): Promise<number> {
  const inserted = await tx
    .insertInto('workers')
    .values({
      short_code: shortCode,
      company_id: Number(worker.companyId),
      team_id: Number(worker.teamId),
      agency_id: Number(worker.agencyId),
      elu_id: worker.eluId === undefined || worker.eluId === null ? null : Number(worker.eluId),
      first_name: worker.firstName,
      last_name: worker.lastName,
      email: worker.email ?? null,
      phone: worker.phone ?? null,
      birth_date: worker.birthDate ?? null,
      hired_on: worker.hiredOn ?? null,
      address: worker.address ?? null,
      postal_code: worker.postalCode ?? null,
      city: worker.city ?? null,
      comment: worker.comment ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Body field -> column, for edits and their diff. */
export const WORKER_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  companyId: 'company_id',
  teamId: 'team_id',
  agencyId: 'agency_id',
  eluId: 'elu_id',
  email: 'email',
  phone: 'phone',
  birthDate: 'birth_date',
  hiredOn: 'hired_on',
  leftOn: 'left_on',
  address: 'address',
  postalCode: 'postal_code',
  city: 'city',
  comment: 'comment',
  activityStatus: 'activity_status',
} as const satisfies Record<string, keyof DB['workers']>;

export type WorkerField = keyof typeof WORKER_COLUMNS;

/** Updates the worker at the version read (a stale one is a conflict), bumping it. */
export async function updateWorkerRow(tx: Executor, id: number, version: number, values: Updateable<DB['workers']>) {
  return updateVersioned(tx, 'workers', id, version, values, 'worker');
}
