/**
 * Adding and editing an item of a simple list of Settings (sales agents, client groups, worker
 * companies, the vehicle lists, elus, finance and business units, GTA types;
 * docs/product.md#settings): names unique within a list whatever the case (409), ids that
 * exist (404 naming the field), versioned edits, nothing deleted (an item in use is made
 * inactive), an admin event per change, each in one transaction.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import { changeList, recordAdminEvent } from '../../repositories/events/adminEvents';
import { diffFields } from '../../repositories/versioned';
import type { Raw, SimpleList } from '../../repositories/simpleList';

type Body = Record<string, unknown>;

/** A name a person typed, as a list stores it: trimmed, empty codes as null. */
function cleaned(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return field !== 'name' && v === '' ? null : v;
}

async function refuseDuplicate<Row>(list: SimpleList<Row>, tx: Executor, name: string, scope: unknown, exceptId?: number) {
  const taken = await list.sameName(tx, name, scope, exceptId);
  if (taken !== undefined)
    throw conflict(
      `A ${list.spec.label} named "${taken}" already exists${list.spec.scope ? ` for this ${list.spec.scope.field.replace(/Id$/, '')}` : ''}`,
    );
}

async function requireRefs<Row>(list: SimpleList<Row>, tx: Executor, body: Body) {
  const missing = await list.missingRef(tx, body);
  if (missing) throw notFoundField(missing.field, `No such ${missing.label}: ${String(missing.value)}`);
}

export function addListItem<Row>(list: SimpleList<Row>, db: Database, userId: number, body: Body): Promise<Row> {
  const { spec } = list;
  return db.transaction().execute(async (tx) => {
    const values: Raw = {};
    for (const [field, column] of Object.entries(list.columns))
      if (body[field] !== undefined) values[column] = cleaned(field, body[field]);
    await requireRefs(list, tx, body);
    await refuseDuplicate(list, tx, String(values.name), spec.scope ? body[spec.scope.field] : undefined);
    await spec.beforeAdd?.(tx, values);
    const id = await list.insert(tx, values);
    await recordAdminEvent(tx, {
      userId,
      action: `${spec.action}.add`,
      targetType: spec.targetType,
      targetId: id,
      summary: `Added ${spec.label} "${String(values.name)}"`,
      data: { name: String(values.name) },
    });
    return list.get(tx, id);
  });
}

export function updateListItem<Row>(
  list: SimpleList<Row>,
  db: Database,
  userId: number,
  body: Body & { id: number; version: number },
): Promise<Row> {
  const { spec } = list;
  return db.transaction().execute(async (tx) => {
    const current = await list.readForEdit(tx, body.id, body.version);
    const next = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, cleaned(k, v)]));
    const { values, changes } = diffFields(current, next, list.columns);
    const names = Object.keys(changes);
    if (names.length === 0) return list.get(tx, body.id);
    await requireRefs(list, tx, Object.fromEntries(names.map((n) => [n, next[n]])));
    const scopeChanged = spec.scope ? names.includes(spec.scope.field) : false;
    if (names.includes('name') || scopeChanged) {
      const scopeValue = spec.scope ? (values[spec.scope.column] ?? current[spec.scope.column]) : undefined;
      await refuseDuplicate(list, tx, String(values.name ?? current.name), scopeValue, body.id);
    }
    await spec.beforeUpdate?.(tx, current, Object.fromEntries(names.map((n) => [n, next[n]])));
    await list.update(tx, body.id, body.version, values);
    const shown = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
    await recordAdminEvent(tx, {
      userId,
      action: `${spec.action}.update`,
      targetType: spec.targetType,
      targetId: body.id,
      summary: `${spec.label[0].toUpperCase()}${spec.label.slice(1)} "${String(current.name)}": ${names
        .map((n) => `${n} ${shown(changes[n]?.from)} → ${shown(changes[n]?.to)}`)
        .join(', ')}`,
      data: { name: String(current.name), changes: changeList(names, changes) },
    });
    return list.get(tx, body.id);
  });
}
