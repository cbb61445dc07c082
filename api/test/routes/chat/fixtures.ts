import type { Database } from '../../../src/db/database';

/** The id of a demo account. */
export async function staffId(db: Database, login: string): Promise<number> {
  return (await db.selectFrom('staff_users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
}

/** A client with active cfr users and no active room yet (the seed gives rooms to some clients only). */
export async function clientWithoutRoom(db: Database, skip = 0): Promise<{ id: number; name: string; cfrUsers: number }> {
  const rows = await db
    .selectFrom('clients as cl')
    .innerJoin('cfr_users as cu', 'cu.client_id', 'cl.id')
    .select(['cl.id', 'cl.name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('cu.activity_status', '=', 'active')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('rooms').select('id').whereRef('rooms.client_id', '=', 'cl.id').where('rooms.activity_status', '=', 'active'))),
    )
    .groupBy(['cl.id', 'cl.name'])
    .orderBy('cl.id')
    .offset(skip)
    .limit(1)
    .execute();
  const row = rows[0];
  if (!row) throw new Error('the seed has no client without a room');
  return { id: row.id, name: row.name, cfrUsers: Number(row.n) };
}
