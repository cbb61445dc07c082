/** The clients picker of the chat (chat/getClientsLight): a client, and its active room if any. */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern } from '../textSearch';
import type { ResponseOut } from '../areaTypes';

export async function listClientsLight(
  db: Executor,
  search?: string,
): Promise<ResponseOut<'chat', 'getClientsLight'>> {
  let q = db
    .selectFrom('clients as cl')
    .leftJoin('rooms as r', (j) =>
      j.onRef('r.client_id', '=', 'cl.id').on('r.activity_status', '=', 'active'),
    )
    .select(['cl.id', 'cl.name', 'cl.business_code', 'r.id as room_id']);
  if (search)
    q = q.where(sql<boolean>`lower(cl.name || ' ' || cl.business_code) like ${containsPattern(search)}`);
  const rows = await q.orderBy('cl.name').orderBy('cl.id').limit(50).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, businessCode: r.business_code, roomId: r.room_id }));
}
