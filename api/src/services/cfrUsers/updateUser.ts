/**
 * POST users/cfr/updateUser?chatRoomsIds=&clientId= (docs/product.md#cfr-users): a client-side
 * user's versioned edit, its chat rooms, and a move to another client. A new email or client
 * cancels a reset link and ends the user's sessions.
 */
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import type { BodyOut, QueryOut, ResponseOut } from '../../repositories/areaTypes';
import { diffFields, readForEdit, updateVersioned } from '../../repositories/versioned';
import { recordClientEvent } from '../../repositories/events/clientEvents';
import { getCfrUserDetail } from '../../repositories/cfrUsers/detail';
import {
  cfrUserRow,
  duplicateEmail,
  endSessions,
  replaceRooms,
  requireClientRow,
  requireFreeEmail,
  requireOfClient,
  roomIdsOf,
  roomsOfIds,
  USER_COLUMNS,
} from '../../repositories/cfrUsers/commands';
import { recordCfrUserChange } from './trail';

type CfrUserDetail = ResponseOut<'cfrUsers', 'getUser'>;
type UpdateUserBody = BodyOut<'cfrUsers', 'updateUser'>;

export async function updateCfrUser(
  db: Database,
  userId: number,
  q: QueryOut<'cfrUsers', 'updateUser'>,
  edit: UpdateUserBody,
): Promise<CfrUserDetail> {
  return db.transaction().execute(async (tx) => {
    const current = await cfrUserRow(tx, edit.userCFrId);
    if (!current) throw notFoundField('userCFrId', `No such client-side user: ${edit.userCFrId}`);
    await readForEdit(tx, 'cfr_users', current.id, edit.version, 'client-side user');
    const body = { ...edit } as Record<string, unknown>;
    const moving = q.clientId !== undefined && q.clientId !== current.client_id;
    const clientId = q.clientId ?? current.client_id;
    if (moving) {
      const client = await requireClientRow(tx, clientId);
      if (client.activity_status !== 'active') throw conflict(`${client.business_code} is inactive: users cannot be moved to it`);
      // The old client's site and service do not follow the user.
      if (body.siteId === undefined) body.siteId = null;
      if (body.serviceId === undefined) body.serviceId = null;
    }
    const { values, changes } = diffFields(current as Record<string, unknown>, body, USER_COLUMNS);
    if (moving) values.client_id = clientId;
    // A reset link mailed to the old address, or for the old client, must not outlive the change.
    const cutOff = Boolean(changes.email) || moving;
    if (cutOff) Object.assign(values, { reset_token_hash: null, reset_expires_at: null });
    if (changes.email) await requireFreeEmail(tx, edit.email as string, current.id);
    await requireOfClient(tx, 'sites', (changes.siteId || moving ? body.siteId : undefined) as number | null | undefined, clientId, 'siteId');
    await requireOfClient(tx, 'services', (changes.serviceId || moving ? body.serviceId : undefined) as number | null | undefined, clientId, 'serviceId');
    if (changes.activityStatus) values.inactivated_at = null;

    const names = Object.keys(changes);
    if (moving) names.push('client');
    const rooms = q.chatRoomsIds === undefined ? undefined : [...new Set(q.chatRoomsIds)];
    const before = await roomIdsOf(tx, current.id);
    const target = rooms ?? (moving ? [] : before);
    if (rooms && rooms.length) {
      const found = await roomsOfIds(tx, rooms);
      const missing = rooms.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) throw notFoundField('chatRoomsIds', `No such room: ${missing.join(', ')}`);
      const foreign = found.filter((f) => f.client_id !== clientId).map((f) => f.id);
      if (foreign.length)
        throw invalid("Rooms must be rooms of the user's client", { chatRoomsIds: `Not rooms of client ${clientId}: ${foreign.join(', ')}` });
    }
    const roomsChanged = target.length !== before.length || target.some((id) => !before.includes(id));
    if (roomsChanged) names.push('chatRoomsIds');
    if (names.length === 0) return getCfrUserDetail(tx, current.id);

    try {
      await updateVersioned(tx, 'cfr_users', current.id, edit.version, values as Updateable<DB['cfr_users']>, 'client-side user');
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw duplicateEmail(edit.email as string);
      throw e;
    }
    if (roomsChanged) await replaceRooms(tx, current.id, target);
    const ended = cutOff ? await endSessions(tx, current.id) : 0;
    const summary = `changed: ${names.join(', ')}${cutOff ? `; reset link cancelled, ${ended} session(s) ended` : ''}`;
    await recordCfrUserChange(tx, userId, { id: current.id, email: (edit.email as string) ?? current.email, clientId }, {
      action: 'updateUser',
      summary,
      data: { event: cutOff ? 'changedCutOff' : 'changed', fields: names.join(', '), sessions: ended },
    });
    if (moving)
      await recordClientEvent(tx, {
        clientId: current.client_id,
        userId,
        kind: 'cfr_user',
        summary: `Client-side user ${current.email} moved to another client`,
        data: { event: 'movedAway', email: current.email },
      });
    return getCfrUserDetail(tx, current.id);
  });
}

