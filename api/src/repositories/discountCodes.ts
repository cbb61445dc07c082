/**
 * Discount codes (docs/product.md#settings). A code is unique; it takes off a percent
 * (1..100) or an amount in cents. Its status is `disabled` when staff switched it off,
 * `expired` once past its last day (Paris) or used up, `active` otherwise: only the
 * switch is stored, the rest follows from the dates. SQL only: the rules of a change and its
 * admin event are services/settings/discountCodes.ts.
 */
import { sql } from 'kysely';
import { lockNames } from './simpleList';
import type { Executor } from '../db/executor';
import { todayInParis } from '../domain/dates';
import type { ResponseOut } from './areaTypes';
import { readForEdit, updateVersioned } from './versioned';

export type DiscountCodeRow = ResponseOut<'settings', 'getDiscountCodes'>[number];
type Row = DiscountCodeRow;
type Status = Row['status'];
type Raw = Record<string, unknown>;

/** The status a code has on `today`. */
const statusOn = (today: string) => sql<Status>`case
  when d.status = 'disabled' then 'disabled'
  when d.status = 'expired' or d.valid_until < ${today}::date
    or (d.max_uses is not null and d.used_count >= d.max_uses) then 'expired'
  else 'active' end`;

function toRow(r: Raw): Row {
  const percent = r.percent as number | null;
  return {
    id: Number(r.id),
    code: String(r.code),
    description: (r.description as string | null) ?? null,
    kind: percent !== null ? 'percent' : 'amount',
    value: Number(percent ?? r.amount),
    status: r.effective_status as Status,
    disabled: r.status === 'disabled',
    validFrom: (r.valid_from as string | null) ?? null,
    validUntil: (r.valid_until as string | null) ?? null,
    maxUses: (r.max_uses as number | null) ?? null,
    usedCount: Number(r.used_count),
    version: Number(r.version),
    updatedAt: new Date(r.updated_at as string | Date).toISOString(),
  };
}

async function select(db: Executor, where: ReturnType<typeof sql>, today: string): Promise<Row[]> {
  const { rows } = await sql<Raw>`select * from (
      select d.*, ${statusOn(today)} as effective_status from discount_codes d
    ) d ${where} order by d.code`.execute(db);
  return rows.map(toRow);
}

/** Every code (a few hundred at most) with its status on `today`, in code order: one query. */
export function listDiscountCodes(db: Executor, status: Status | 'all', today = todayInParis()): Promise<Row[]> {
  return select(db, status === 'all' ? sql`` : sql`where d.effective_status = ${status}`, today);
}

export async function getDiscountCode(db: Executor, id: number): Promise<Row> {
  const [row] = await select(db, sql`where d.id = ${id}`, todayInParis());
  return row;
}

/** The columns of a code, as services/settings/discountCodes.ts makes them. */
export interface DiscountCodeColumns {
  code: string;
  description: string | null;
  percent: number | null;
  amount: number | null;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  status: 'active' | 'disabled';
}

/** Whether another code (not `exceptId`) is spelled `code`; codes locked until commit. */
export async function codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  await lockNames(db, 'discount_codes');
  let q = db.selectFrom('discount_codes').select('id').where('code', '=', code);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertDiscountCode(tx: Executor, columns: DiscountCodeColumns): Promise<number> {
  const inserted = await tx.insertInto('discount_codes').values(columns).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The code as stored, for an edit at the version read (404, 409 when stale). */
export function readDiscountCodeForEdit(tx: Executor, id: number, version: number) {
  return readForEdit(tx, 'discount_codes', id, version, 'discount code');
}

export async function updateDiscountCodeRow(tx: Executor, id: number, version: number, columns: DiscountCodeColumns) {
  await updateVersioned(tx, 'discount_codes', id, version, columns, 'discount code');
}
