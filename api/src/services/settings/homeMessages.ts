/**
 * POST settings addMessageHome and updateMessageHome (docs/product.md#settings): titles unique
 * whatever the case (409), the last day not before the first (400 naming endsOn), versioned
 * edits, the first publication dated; each change writes an admin event
 * (`messagesHome.add`, `messagesHome.update`) in its transaction.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, invalid } from '../../domain/errors';
import { changeList, recordAdminEvent } from '../../repositories/events/adminEvents';
import { diffFields } from '../../repositories/versioned';
import type { BodyOut } from '../../repositories/areaTypes';
import {
  getHomeMessage,
  HOME_MESSAGE_COLUMNS,
  insertHomeMessage,
  readHomeMessageForEdit,
  sameTitle,
  updateHomeMessageRow,
  type HomeMessageRow,
} from '../../repositories/homeMessages';

function checkDays(startsOn: unknown, endsOn: unknown) {
  if (typeof startsOn === 'string' && typeof endsOn === 'string' && endsOn < startsOn)
    throw invalid('The last day comes before the first day', { endsOn: 'Must be on or after the first day' });
}

async function refuseDuplicate(tx: Executor, title: string, exceptId?: number) {
  const taken = await sameTitle(tx, title, exceptId);
  if (taken !== undefined) throw conflict(`A home message titled "${taken}" already exists`);
}

export function addMessageHome(
  db: Database,
  userId: number,
  message: BodyOut<'settings', 'addMessageHome'>,
): Promise<HomeMessageRow> {
  return db.transaction().execute(async (tx) => {
    checkDays(message.startsOn, message.endsOn);
    await refuseDuplicate(tx, message.title);
    const status = message.status ?? 'draft';
    const id = await insertHomeMessage(tx, {
      ...message,
      status,
      publishedAt: status === 'published' ? new Date() : null,
      createdBy: userId,
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'messagesHome.add',
      targetType: 'home_message',
      targetId: id,
      summary: `Added home message "${message.title}" (${status})`,
      data: { title: message.title, status },
    });
    return getHomeMessage(tx, id);
  });
}

export function updateMessageHome(
  db: Database,
  userId: number,
  edit: BodyOut<'settings', 'updateMessageHome'>,
): Promise<HomeMessageRow> {
  return db.transaction().execute(async (tx) => {
    const current = await readHomeMessageForEdit(tx, edit.id, edit.version);
    const { values, changes } = diffFields(current, edit as Record<string, unknown>, HOME_MESSAGE_COLUMNS);
    const names = Object.keys(changes) as (keyof typeof HOME_MESSAGE_COLUMNS)[];
    if (names.length === 0) return getHomeMessage(tx, edit.id);
    checkDays(
      'startsOn' in changes ? edit.startsOn : current.starts_on,
      'endsOn' in changes ? edit.endsOn : current.ends_on,
    );
    if (changes.title) await refuseDuplicate(tx, String(edit.title), edit.id);
    // The first publication is dated; a later re-publication keeps that date.
    if (changes.status && edit.status === 'published' && !current.published_at) values.published_at = new Date();
    await updateHomeMessageRow(tx, edit.id, edit.version, values);
    const shown = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
    await recordAdminEvent(tx, {
      userId,
      action: 'messagesHome.update',
      targetType: 'home_message',
      targetId: edit.id,
      summary: `Home message "${String(current.title)}": ${names
        .map((n) => (n === 'body' ? 'text changed' : `${n} ${shown(changes[n]?.from)} → ${shown(changes[n]?.to)}`))
        .join(', ')}`,
      // The text itself is not kept twice: only that it changed.
      data: {
        title: String(current.title),
        changes: changeList(names, changes).map((c) => (c.field === 'body' ? { field: c.field } : c)),
      },
    });
    return getHomeMessage(tx, edit.id);
  });
}
