/**
 * Workers (docs/product.md#calls-workers, #workers-and-short-codes): creation with the company's
 * short code and versioned edits. Every change writes an admin event and a worker event in the
 * same transaction.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - workers → workers_team_dated_insert: a new worker's team goes to worker_team_periods from -infinity
 * - workers → workers_team_dated_update: a team change is dated in worker_team_periods from the effective day
 */
import { sql, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import { conflict, notFoundField } from '../../domain/errors';
import type { Executor } from '../../db/executor';
import { recordAdminEvent } from '../events/adminEvents';
import { fullName } from '../rowValues';
import { requireRefs } from '../references';
import { todayInParis } from '../../domain/dates';
import { diffFields, readForEdit, updateVersioned } from '../versioned';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { findOpenAssignment } from '../vehicleAssignments';
import { getWorkerDetail } from './detail';
import { recordWorkerEvent } from '../events/workerEvents';

type AddWorkerBody = BodyOut<'workers', 'addWorker'>;
type UpdateWorkerBody = BodyOut<'workers', 'updateWorkerData'>;
type WorkerDetail = ResponseOut<'workers', 'getWorker'>;
/** `PAR` + 42 -> `PAR-0042` (at least four digits; longer numbers keep all their digits). */
export function formatShortCode(prefix: string, seq: number): string {
  return `${prefix}-${String(seq).padStart(4, '0')}`;
}
/** Checks the referenced team, agency, company and elu; a 404 names the field. */
async function requireWorkerRefs(
  db: Executor,
  b: { companyId?: number; teamId?: number; agencyId?: number; eluId?: number | null },
) {
  await requireRefs(db, [
    { field: 'companyId', table: 'companies', id: b.companyId, label: 'company' },
    { field: 'teamId', table: 'teams', id: b.teamId, label: 'team' },
    { field: 'agencyId', table: 'agencies', id: b.agencyId, label: 'agency' },
    { field: 'eluId', table: 'elus', id: b.eluId, label: 'elu' },
  ]);
}

/**
 * Takes the company's next short code inside the caller's transaction: the update locks the
 * company row, so two concurrent creations get two numbers, and a number is never given
 * twice (the sequence only grows; a code already taken, e.g. after a prefix change, is skipped).
 */
async function nextShortCode(tx: Executor, companyId: number): Promise<string> {
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

export async function addWorker(db: Database, userId: number, workerInput: AddWorkerBody): Promise<WorkerDetail> {
  return db.transaction().execute(async (tx) => {
    await requireWorkerRefs(tx, workerInput);
    const shortCode = await nextShortCode(tx, workerInput.companyId as number);
    const inserted = await tx
      .insertInto('workers')
      .values({
        short_code: shortCode,
        company_id: Number(workerInput.companyId),
        team_id: Number(workerInput.teamId),
        agency_id: Number(workerInput.agencyId),
        elu_id: workerInput.eluId === undefined || workerInput.eluId === null ? null : Number(workerInput.eluId),
        first_name: workerInput.firstName,
        last_name: workerInput.lastName,
        email: workerInput.email ?? null,
        phone: workerInput.phone ?? null,
        birth_date: workerInput.birthDate ?? null,
        hired_on: workerInput.hiredOn ?? null,
        address: workerInput.address ?? null,
        postal_code: workerInput.postalCode ?? null,
        city: workerInput.city ?? null,
        comment: workerInput.comment ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const name = fullName(workerInput.firstName, workerInput.lastName);
    await recordWorkerEvent(tx, {
      workerId: inserted.id,
      userId,
      kind: 'created',
      summary: `Worker created: ${shortCode} ${name}`,
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'workers.add',
      targetType: 'worker',
      targetId: inserted.id,
      summary: `Added worker ${shortCode} ${name}`,
    });
    return getWorkerDetail(tx, inserted.id);
  });
}

/** Body field -> column, for edits and their diff. */
const WORKER_COLUMNS = {
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

type WorkerField = keyof typeof WORKER_COLUMNS;

export async function updateWorker(db: Database, userId: number, edit: UpdateWorkerBody): Promise<WorkerDetail> {
  return db.transaction().execute(async (tx) => {
    const id = Number(edit.id);
    const current = await readForEdit(tx, 'workers', id, edit.version, 'worker');

    const { values, changes } = diffFields(
      current as Record<string, unknown>,
      edit as Partial<Record<WorkerField, unknown>>,
      WORKER_COLUMNS,
    );

    // Activity status: leaving sets the left date (today unless given); coming back clears it.
    if (changes.activityStatus) {
      if (edit.activityStatus === 'inactive') {
        const open = await findOpenAssignment(tx, 'worker', id);
        if (open)
          throw conflict(`This worker still drives vehicle ${open.vehicle_code}: dissociate it first`);
        if (edit.leftOn === undefined && current.left_on === null) {
          values.left_on = todayInParis();
          changes.leftOn = { from: null, to: values.left_on };
        }
      } else if (edit.leftOn === undefined && current.left_on !== null) {
        values.left_on = null;
        changes.leftOn = { from: current.left_on, to: null };
      }
    }

    await requireWorkerRefs(tx, {
      companyId: changes.companyId ? (edit.companyId as number) : undefined,
      teamId: changes.teamId ? (edit.teamId as number) : undefined,
      agencyId: changes.agencyId ? (edit.agencyId as number) : undefined,
      eluId: changes.eluId ? (edit.eluId as number | null) : undefined,
    });

    const names = Object.keys(changes);
    if (names.length === 0) return getWorkerDetail(tx, id);
    await updateVersioned(tx, 'workers', id, edit.version, values as Updateable<DB['workers']>, 'worker');

    const kind = changes.activityStatus
      ? edit.activityStatus === 'inactive'
        ? 'deactivated'
        : 'reactivated'
      : 'updated';
    const summary =
      kind === 'updated'
        ? `Changed: ${names.join(', ')}`
        : `${kind === 'deactivated' ? 'Made inactive' : 'Made active again'}; changed: ${names.join(', ')}`;
    await recordWorkerEvent(tx, { workerId: id, userId, kind, summary, data: { changes } });
    await recordAdminEvent(tx, {
      userId,
      action: 'workers.update',
      targetType: 'worker',
      targetId: id,
      summary: `${current.short_code}: ${summary}`,
    });
    return getWorkerDetail(tx, id);
  });
}
