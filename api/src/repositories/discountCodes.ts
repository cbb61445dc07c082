/**
 * Discount codes (docs/product.md#settings). A code is unique; it takes off a percent
 * (1..100) or an amount in cents. Its status is `disabled` when staff switched it off,
 * `expired` once past its last day (Paris) or used up, `active` otherwise: only the
 * switch is stored, the rest follows from the dates. Edits are versioned; every change
 * writes an admin event (`discountCodes.add`, `discountCodes.update`).
 */
import { sql } from 'kysely';
import { lockNames } from './simpleList';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { conflict, invalid } from '../domain/errors';
import { recordAdminEvent } from './events/adminEvents';
import { todayInParis } from '../domain/dates';
import type { BodyOut, ResponseOut } from './areaTypes';
import { readForEdit, updateVersioned } from './versioned';

type Row = ResponseOut<'settings', 'getDiscountCodes'>[number];
type AddBody = BodyOut<'settings', 'addDiscountCode'>;
type UpdateBody = BodyOut<'settings', 'updateDiscountCode'>;
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

async function one(db: Executor, id: number) {
  const [row] = await select(db, sql`where d.id = ${id}`, todayInParis());
  return row;
}

/** The body's view of a code, as the rules check it. */
interface View {
  code: string;
  description: string | null;
  kind: 'percent' | 'amount';
  value: number;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  status: 'active' | 'disabled';
}

function check(v: View) {
  if (v.kind === 'percent' && (v.value < 1 || v.value > 100))
    throw invalid('A percent is between 1 and 100', { value: 'A percent is between 1 and 100' });
  if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
    throw invalid('The last day comes before the first day', {
      validUntil: 'Must be on or after the first day',
    });
}

const columnsOf = (v: View) => ({
  code: v.code,
  description: v.description,
  percent: v.kind === 'percent' ? v.value : null,
  amount: v.kind === 'amount' ? v.value : null,
  valid_from: v.validFrom,
  valid_until: v.validUntil,
  max_uses: v.maxUses,
  status: v.status,
});

async function refuseDuplicate(db: Executor, code: string, exceptId?: number) {
  await lockNames(db, 'discount_codes');
  let q = db.selectFrom('discount_codes').select('id').where('code', '=', code);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw conflict(`The discount code ${code} already exists`);
}

export function addDiscountCode(db: Database, userId: number, discountCode: AddBody): Promise<Row> {
  return db.transaction().execute(async (tx) => {
    const view: View = {
      code: discountCode.code,
      description: discountCode.description ?? null,
      kind: discountCode.kind,
      value: discountCode.value,
      validFrom: discountCode.validFrom ?? null,
      validUntil: discountCode.validUntil ?? null,
      maxUses: discountCode.maxUses ?? null,
      status: discountCode.status ?? 'active',
    };
    check(view);
    await refuseDuplicate(tx, view.code);
    const inserted = await tx
      .insertInto('discount_codes')
      .values(columnsOf(view))
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminEvent(tx, {
      userId,
      action: 'discountCodes.add',
      targetType: 'discount_code',
      targetId: inserted.id,
      summary: `Added discount code ${view.code} (${view.kind === 'percent' ? `${view.value} %` : `${(view.value / 100).toFixed(2)} €`})`,
    });
    return one(tx, inserted.id);
  });
}

export function updateDiscountCode(db: Database, userId: number, edit: UpdateBody): Promise<Row> {
  return db.transaction().execute(async (tx) => {
    const current = await readForEdit(tx, 'discount_codes', edit.id, edit.version, 'discount code');
    const before: View = {
      code: current.code,
      description: current.description,
      kind: current.percent !== null ? 'percent' : 'amount',
      value: Number(current.percent ?? current.amount),
      validFrom: current.valid_from as string | null,
      validUntil: current.valid_until as string | null,
      maxUses: current.max_uses,
      status: current.status === 'disabled' ? 'disabled' : 'active',
    };
    const after: View = { ...before };
    const changed: string[] = [];
    for (const key of Object.keys(before) as (keyof View)[]) {
      const next = (edit as Partial<View>)[key];
      if (next === undefined || next === before[key]) continue;
      (after as unknown as Record<string, unknown>)[key] = next;
      changed.push(`${key} ${before[key] ?? '—'} → ${next ?? '—'}`);
    }
    if (changed.length === 0) return one(tx, edit.id);
    check(after);
    if (after.code !== before.code) await refuseDuplicate(tx, after.code, edit.id);
    await updateVersioned(tx, 'discount_codes', edit.id, edit.version, columnsOf(after), 'discount code');
    await recordAdminEvent(tx, {
      userId,
      action: 'discountCodes.update',
      targetType: 'discount_code',
      targetId: edit.id,
      summary: `Discount code ${before.code}: ${changed.join(', ')}`,
    });
    return one(tx, edit.id);
  });
}
