/**
 * POST settings addDiscountCode and updateDiscountCode (docs/product.md#settings): a code is
 * unique (409); it takes off a percent (1..100) or an amount in cents; its last day is not
 * before its first (400 naming the field). Edits are versioned; each change writes an admin
 * event (`discountCodes.add`, `discountCodes.update`) in its transaction.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, invalid } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import type { BodyOut } from '../../repositories/areaTypes';
import {
  codeTaken,
  getDiscountCode,
  insertDiscountCode,
  readDiscountCodeForEdit,
  updateDiscountCodeRow,
  type DiscountCodeColumns,
  type DiscountCodeRow,
} from '../../repositories/discountCodes';

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
    throw invalid('The last day comes before the first day', { validUntil: 'Must be on or after the first day' });
}

const columnsOf = (v: View): DiscountCodeColumns => ({
  code: v.code,
  description: v.description,
  percent: v.kind === 'percent' ? v.value : null,
  amount: v.kind === 'amount' ? v.value : null,
  valid_from: v.validFrom,
  valid_until: v.validUntil,
  max_uses: v.maxUses,
  status: v.status,
});

async function refuseDuplicate(tx: Executor, code: string, exceptId?: number) {
  if (await codeTaken(tx, code, exceptId)) throw conflict(`The discount code ${code} already exists`);
}

export function addDiscountCode(
  db: Database,
  userId: number,
  discountCode: BodyOut<'settings', 'addDiscountCode'>,
): Promise<DiscountCodeRow> {
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
    const id = await insertDiscountCode(tx, columnsOf(view));
    await recordAdminEvent(tx, {
      userId,
      action: 'discountCodes.add',
      targetType: 'discount_code',
      targetId: id,
      summary: `Added discount code ${view.code} (${view.kind === 'percent' ? `${view.value} %` : `${(view.value / 100).toFixed(2)} €`})`,
      data: { code: view.code, kind: view.kind, value: view.value },
    });
    return getDiscountCode(tx, id);
  });
}

export function updateDiscountCode(
  db: Database,
  userId: number,
  edit: BodyOut<'settings', 'updateDiscountCode'>,
): Promise<DiscountCodeRow> {
  return db.transaction().execute(async (tx) => {
    const current = await readDiscountCodeForEdit(tx, edit.id, edit.version);
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
    const changes: { field: string; from: unknown; to: unknown }[] = [];
    for (const key of Object.keys(before) as (keyof View)[]) {
      const next = (edit as Partial<View>)[key];
      if (next === undefined || next === before[key]) continue;
      (after as unknown as Record<string, unknown>)[key] = next;
      changed.push(`${key} ${before[key] ?? '—'} → ${next ?? '—'}`);
      changes.push({ field: key, from: before[key] ?? null, to: next ?? null });
    }
    if (changed.length === 0) return getDiscountCode(tx, edit.id);
    check(after);
    if (after.code !== before.code) await refuseDuplicate(tx, after.code, edit.id);
    await updateDiscountCodeRow(tx, edit.id, edit.version, columnsOf(after));
    await recordAdminEvent(tx, {
      userId,
      action: 'discountCodes.update',
      targetType: 'discount_code',
      targetId: edit.id,
      summary: `Discount code ${before.code}: ${changed.join(', ')}`,
      data: { code: before.code, kind: after.kind, changes },
    });
    return getDiscountCode(tx, edit.id);
  });
}
