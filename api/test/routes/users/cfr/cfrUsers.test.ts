import { api } from '@courier/shared/contract';
import { fieldNames } from '../../../helpers/injectAs';
import { expectEvery } from '../../../helpers/expectEvery';
import { seededTestApp, type SignedIn, type TestApp } from '../../../helpers/testApp';
import { hashToken } from '../../../../src/repositories/cfrUsers/passwordReset';

let t: TestApp;
let cfr: SignedIn;
let clients: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  cfr = await t.injectAs('cfrusers');
  clients = await t.injectAs('clients');
});
afterAll(() => t.close());

const lastAdminEvent = () => t.db.selectFrom('admin_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

/** An active client with at least one site, one service and one room. */
async function equippedClient() {
  return t.db
    .selectFrom('clients as c')
    .select(['c.id', 'c.business_code'])
    .where('c.activity_status', '=', 'active')
    .where((eb) => eb.exists(eb.selectFrom('sites').select('id').whereRef('sites.client_id', '=', 'c.id')))
    .where((eb) => eb.exists(eb.selectFrom('services').select('id').whereRef('services.client_id', '=', 'c.id')))
    .where((eb) => eb.exists(eb.selectFrom('rooms').select('id').whereRef('rooms.client_id', '=', 'c.id')))
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
}

const activeUser = (offset = 0) =>
  t.db.selectFrom('cfr_users').selectAll().where('activity_status', '=', 'active').orderBy('id').offset(offset).executeTakeFirstOrThrow();

describe('users/cfr/getUsers', () => {
  test('active by default, paged with the total, filtered by client and search', async () => {
    const total = Number(
      (await t.db.selectFrom('cfr_users').select((eb) => eb.fn.countAll<number>().as('n')).where('activity_status', '=', 'active').executeTakeFirstOrThrow()).n,
    );
    expect(total).toBeGreaterThan(20);
    const res = await cfr.get(api.cfrUsers.getUsers, { pageSize: 20 });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(total);
    expect(res.body.data.items).toHaveLength(20);
    expectEvery(res.body.data.items, (u) => u.activityStatus === 'active');

    const u = await activeUser();
    const byClient = await cfr.get(api.cfrUsers.getUsers, { clientId: u.client_id, activityStatus: 'all' });
    expect(byClient.body.data.items.length).toBeGreaterThan(0);
    expectEvery(byClient.body.data.items, (x) => x.clientId === u.client_id);
    const bySearch = await cfr.get(api.cfrUsers.getUsers, { search: u.email.toUpperCase() });
    expect(bySearch.body.data.items.map((x) => x.userCFrId)).toEqual([u.id]);

    const bad = await cfr.getUnchecked(api.cfrUsers.getUsers, { activityStatus: 'gone', clientId: 'abc' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['activityStatus', 'clientId']);
    expect((await clients.get(api.cfrUsers.getUsers)).status).toBe(403);
  });
});

describe('users/cfr/getUsers: filters combined', () => {
  test('each combination matches the database: totals, order and pages', async () => {
    const u = await activeUser(1);
    const users = () => t.db.selectFrom('cfr_users');
    const expected = async (where: (q: ReturnType<typeof users>) => ReturnType<typeof users>) =>
      (await where(users()).select('id').orderBy('last_name').orderBy('first_name').orderBy('id').execute()).map((r) => r.id);
    const term = u.last_name.slice(0, 2).toLowerCase();
    const cases: [Record<string, string | number>, (q: ReturnType<typeof users>) => ReturnType<typeof users>][] = [
      [{ search: term }, (q) => q.where('activity_status', '=', 'active').where('search_text', 'like', `%${term}%`)],
      [{ activityStatus: 'all', clientId: u.client_id, search: 'e' }, (q) => q.where('client_id', '=', u.client_id).where('search_text', 'like', '%e%')],
      [{ activityStatus: 'inactive' }, (q) => q.where('activity_status', '=', 'inactive')],
      [{ activityStatus: 'all', search: 'zzqqxx' }, (q) => q.where('search_text', 'like', '%zzqqxx%')],
    ];
    for (const [query, where] of cases) {
      const ids = await expected(where);
      const res = await cfr.get(api.cfrUsers.getUsers, { ...query, pageSize: 2, page: 2 });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(ids.length);
      expect(res.body.data.items.map((x) => x.userCFrId)).toEqual(ids.slice(2, 4));
    }
    expect((await expected(cases[0][1])).length).toBeGreaterThan(3);
    expect((await expected(cases[1][1])).length).toBeGreaterThan(0);
  });
});

describe('users/cfr/getUsers: searches and pages', () => {
  test('a search finds a user by a substring from the middle of its email or last name, in any case', async () => {
    const u = await activeUser(2);
    for (const term of [u.email.slice(2, -3), u.last_name.length > 2 ? u.last_name.slice(1, -1) : u.last_name]) {
      const res = await cfr.get(api.cfrUsers.getUsers, { activityStatus: 'all', search: term.toUpperCase(), pageSize: 500 });
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((x) => x.userCFrId)).toContain(u.id);
      expectEvery(res.body.data.items, (x) => `${x.email} ${x.firstName} ${x.lastName}`.toLowerCase().includes(term.toLowerCase()));
    }
  });

  test('pages are stable and disjoint: walked one by one they give every user once, in the list order', async () => {
    const ids = (
      await t.db.selectFrom('cfr_users').select('id').orderBy('last_name').orderBy('first_name').orderBy('id').execute()
    ).map((r) => r.id);
    const walked: number[] = [];
    for (let page = 1; ; page++) {
      const res = await cfr.get(api.cfrUsers.getUsers, { activityStatus: 'all', pageSize: 13, page });
      expect(res.body.data.total).toBe(ids.length);
      if (res.body.data.items.length === 0) break;
      walked.push(...res.body.data.items.map((x) => x.userCFrId));
    }
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(ids);
  });
});

describe('users/cfr/getUsers reads the database', () => {
  test("a change written straight to the database, also of the user's client, is in the next answer", async () => {
    const u = await activeUser(3);
    const client = await t.db.selectFrom('clients').select(['id', 'name']).where('id', '=', u.client_id).executeTakeFirstOrThrow();
    await t.db.updateTable('cfr_users').set({ last_name: '0000fresh' }).where('id', '=', u.id).execute();
    const first = await cfr.get(api.cfrUsers.getUsers, { pageSize: 1 });
    expect(first.body.data.items[0]).toMatchObject({ userCFrId: u.id, lastName: '0000fresh' });
    await t.db.updateTable('clients').set({ name: 'Fresh client name' }).where('id', '=', client.id).execute();
    const renamed = await cfr.get(api.cfrUsers.getUsers, { search: '0000FRESH' });
    expect(renamed.body.data.total).toBe(1);
    expect(renamed.body.data.items[0].client).toMatchObject({ id: client.id, name: 'Fresh client name' });
    const before = (await cfr.get(api.cfrUsers.getUsers, { activityStatus: 'inactive' })).body.data.total;
    await t.db.updateTable('cfr_users').set({ activity_status: 'inactive', last_name: u.last_name }).where('id', '=', u.id).execute();
    expect((await cfr.get(api.cfrUsers.getUsers, { activityStatus: 'inactive' })).body.data.total).toBe(before + 1);
    await t.db.updateTable('cfr_users').set({ activity_status: 'active' }).where('id', '=', u.id).execute();
    await t.db.updateTable('clients').set({ name: client.name }).where('id', '=', client.id).execute();
    expect((await cfr.get(api.cfrUsers.getUsers, { activityStatus: 'inactive' })).body.data.total).toBe(before);
  });
});

describe('users/cfr/{id} reads the database', () => {
  test("a change written straight to the database, of the user, its rooms, sessions or its client's name, is in the next answer", async () => {
    const u = await activeUser(5);
    const page = async () => (await cfr.get(api.cfrUsers.getUser, undefined, { id: u.id })).body.data;
    const first = await page();
    await t.db.updateTable('cfr_users').set({ first_name: 'Held-then-fresh' }).where('id', '=', u.id).execute();
    expect((await page()).firstName).toBe('Held-then-fresh');

    await t.db.insertInto('cfr_user_sessions').values({ cfr_user_id: u.id, token_hash: `fresh-${u.id}` }).execute();
    expect((await page()).openSessions).toBe(first.openSessions + 1);

    // Its client's room renamed (a name every page shows), and the user taken out of it or put in.
    const room = await t.db.selectFrom('rooms').select(['id', 'name']).where('client_id', '=', u.client_id).executeTakeFirstOrThrow();
    const member = first.chatRoomsIds.includes(room.id);
    await t.db.updateTable('rooms').set({ name: 'A room renamed' }).where('id', '=', room.id).execute();
    if (member) await t.db.deleteFrom('cfr_user_rooms').where('cfr_user_id', '=', u.id).where('room_id', '=', room.id).execute();
    else await t.db.insertInto('cfr_user_rooms').values({ cfr_user_id: u.id, room_id: room.id }).execute();
    const moved = await page();
    expect(moved.chatRoomsIds.includes(room.id)).toBe(!member);
    expect(moved.clientRooms).toContainEqual({ id: room.id, name: 'A room renamed' });

    const client = await t.db.selectFrom('clients').select('name').where('id', '=', u.client_id).executeTakeFirstOrThrow();
    await t.db.updateTable('clients').set({ name: 'Renamed for the page' }).where('id', '=', u.client_id).execute();
    expect((await page()).client.name).toBe('Renamed for the page');

    // A reset link shows while it lies ahead, and no longer once it has expired (the clock decides).
    const expiry = Date.now() + 3_600_000;
    await t.db.updateTable('cfr_users').set({ reset_expires_at: new Date(expiry).toISOString() }).where('id', '=', u.id).execute();
    expect((await page()).resetExpiresAt).toBe(new Date(expiry).toISOString());
    const clock = jest.spyOn(Date, 'now').mockReturnValue(expiry + 1);
    try {
      expect((await page()).resetExpiresAt).toBeNull();
    } finally {
      clock.mockRestore();
    }

    if (member) await t.db.insertInto('cfr_user_rooms').values({ cfr_user_id: u.id, room_id: room.id }).execute();
    else await t.db.deleteFrom('cfr_user_rooms').where('cfr_user_id', '=', u.id).where('room_id', '=', room.id).execute();
    await t.db.updateTable('rooms').set({ name: room.name }).where('id', '=', room.id).execute();
    await t.db.deleteFrom('cfr_user_sessions').where('token_hash', '=', `fresh-${u.id}`).execute();
    await t.db.updateTable('clients').set({ name: client.name }).where('id', '=', u.client_id).execute();
    await t.db.updateTable('cfr_users').set({ first_name: u.first_name, reset_expires_at: null }).where('id', '=', u.id).execute();
    expect(await page()).toEqual(first);
  });
});

describe('users/cfr/addUser and {id}', () => {
  test('creates with a unique email (409 otherwise), one client, a site and service of that client', async () => {
    const c = await equippedClient();
    const site = await t.db.selectFrom('sites').select('id').where('client_id', '=', c.id).executeTakeFirstOrThrow();
    const service = await t.db.selectFrom('services').select('id').where('client_id', '=', c.id).executeTakeFirstOrThrow();
    const res = await cfr.post(api.cfrUsers.addUser, {
      email: 'Nouvel.Utilisateur@Client.example',
      clientId: c.id,
      firstName: 'Nora',
      lastName: 'Nouvel',
      siteId: site.id,
      serviceId: service.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'nouvel.utilisateur@client.example', clientId: c.id, activityStatus: 'active', chatRoomsIds: [], version: 1 });
    expect(res.body.data.site?.id).toBe(site.id);
    expect((await lastAdminEvent()).action).toBe('cfrUsers.addUser');

    const dup = await cfr.post(api.cfrUsers.addUser, { email: 'NOUVEL.utilisateur@client.example', clientId: c.id, firstName: 'A', lastName: 'B' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('A client-side user with the email nouvel.utilisateur@client.example already exists');

    const otherSite = await t.db.selectFrom('sites').select('id').where('client_id', '!=', c.id).executeTakeFirstOrThrow();
    const foreign = await cfr.post(api.cfrUsers.addUser, { email: 'x1@client.example', clientId: c.id, firstName: 'A', lastName: 'B', siteId: otherSite.id });
    expect(foreign.status).toBe(400);
    expect(fieldNames(foreign)).toEqual(['siteId']);
    const noClient = await cfr.post(api.cfrUsers.addUser, { email: 'x2@client.example', clientId: 999999, firstName: 'A', lastName: 'B' });
    expect(noClient.status).toBe(404);
    expect(fieldNames(noClient)).toEqual(['clientId']);
    const bad = await cfr.postUnchecked(api.cfrUsers.addUser, { email: 'nope', firstName: '', lastName: 'B', role: 'x' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(expect.arrayContaining(['clientId', 'email', 'firstName']));

    const got = await cfr.get(api.cfrUsers.getUser, undefined, { id: res.body.data.userCFrId });
    expect(got.body.data.clientRooms.length).toBeGreaterThan(0);
    expect((await cfr.get(api.cfrUsers.getUser, undefined, { id: 999999 })).status).toBe(404);
    expect((await cfr.get(api.cfrUsers.getUser, undefined, { id: 'abc' })).status).toBe(404);
  });

  test('sites and services of a client', async () => {
    const c = await equippedClient();
    const sites = await cfr.get(api.cfrUsers.getSites, { clientId: c.id });
    expect(sites.body.data.length).toBeGreaterThan(0);
    expectEvery(sites.body.data, (s) => s.clientId === c.id);
    const services = await cfr.get(api.cfrUsers.getServices, { clientId: c.id });
    expect(services.body.data.length).toBeGreaterThan(0);
    expectEvery(services.body.data, (s) => s.clientId === c.id);
  });
});

describe('users/cfr/updateUser', () => {
  test("sets the rooms (query chatRoomsIds, the client's own rooms only), versioned", async () => {
    const c = await equippedClient();
    const created = await cfr.post(api.cfrUsers.addUser, { email: 'rooms@client.example', clientId: c.id, firstName: 'R', lastName: 'Rooms' });
    const u = created.body.data;
    const roomIds = u.clientRooms.map((r) => r.id);
    expect(roomIds.length).toBeGreaterThan(0);
    const res = await cfr.inject({
      method: 'POST',
      url: `/api/users/cfr/updateUser?chatRoomsIds=${roomIds.join(',')}`,
      payload: { userCFrId: u.userCFrId, version: u.version, firstName: 'Rita' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.chatRoomsIds).toEqual(roomIds);
    expect(res.json().data.firstName).toBe('Rita');
    expect(res.json().data.version).toBe(2);
    expect((await lastAdminEvent()).summary).toBe('rooms@client.example: changed: firstName, chatRoomsIds');

    const stale = await cfr.inject({ method: 'POST', url: '/api/users/cfr/updateUser', payload: { userCFrId: u.userCFrId, version: 1, lastName: 'X' } });
    expect(stale.statusCode).toBe(409);
    const foreignRoom = await t.db.selectFrom('rooms').select('id').where('client_id', '!=', c.id).where('client_id', 'is not', null).executeTakeFirstOrThrow();
    const foreign = await cfr.inject({
      method: 'POST',
      url: `/api/users/cfr/updateUser?chatRoomsIds=${foreignRoom.id}`,
      payload: { userCFrId: u.userCFrId, version: 2 },
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().error.fields)).toEqual(['chatRoomsIds']);
    const dupEmail = await cfr.post(api.cfrUsers.updateUser, { userCFrId: u.userCFrId, version: 2, email: (await activeUser()).email });
    expect(dupEmail.status).toBe(409);
    expect((await cfr.post(api.cfrUsers.updateUser, { userCFrId: 999999, version: 1 })).status).toBe(404);

    // Moving to another client drops the old client's rooms.
    const other = await t.db.selectFrom('clients').select('id').where('activity_status', '=', 'active').where('id', '!=', c.id).orderBy('id').executeTakeFirstOrThrow();
    const moved = await cfr.inject({ method: 'POST', url: `/api/users/cfr/updateUser?clientId=${other.id}`, payload: { userCFrId: u.userCFrId, version: 2 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ clientId: other.id, chatRoomsIds: [], site: null, service: null });
  });
});

describe('users/cfr/inactiveUser and resetPassword', () => {
  test('making inactive ends every open session; twice is 409; the body must agree with the user', async () => {
    const u = await activeUser(3);
    await t.db
      .insertInto('cfr_user_sessions')
      .values([
        { cfr_user_id: u.id, token_hash: hashToken(`s1-${u.id}`) },
        { cfr_user_id: u.id, token_hash: hashToken(`s2-${u.id}`) },
      ])
      .execute();
    const mismatch = await cfr.post(api.cfrUsers.inactiveUser, { clientId: u.client_id, userCFrId: u.id, email: 'someone@else.example' });
    expect(mismatch.status).toBe(400);
    expect(fieldNames(mismatch)).toEqual(['email']);
    const res = await cfr.post(api.cfrUsers.inactiveUser, { clientId: u.client_id, userCFrId: u.id, email: u.email });
    expect(res.status).toBe(200);
    expect(res.body.data.activityStatus).toBe('inactive');
    expect(res.body.data.openSessions).toBe(0);
    const open = await t.db.selectFrom('cfr_user_sessions').select('id').where('cfr_user_id', '=', u.id).where('revoked_at', 'is', null).execute();
    expect(open).toEqual([]);
    expect((await lastAdminEvent()).summary).toBe(`${u.email}: made inactive; 2 session(s) ended`);
    expect((await cfr.post(api.cfrUsers.inactiveUser, { clientId: u.client_id, userCFrId: u.id, email: u.email })).status).toBe(409);
    expect((await cfr.post(api.cfrUsers.inactiveUser, { clientId: u.client_id, userCFrId: 999999, email: u.email })).status).toBe(404);
  });

  test('a reset mails a single-use link (its token redacted in the outbox); only the hash of its token is stored, with an expiry', async () => {
    const u = await activeUser(4);
    const res = await cfr.post(api.cfrUsers.resetPassword, { clientId: u.client_id, userCFrId: u.id, email: u.email });
    expect(res.status).toBe(200);
    expect(res.body.data.sentTo).toBe(u.email);
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', res.body.data.outboxId).executeTakeFirstOrThrow();
    expect(mail.to_addresses).toEqual([u.email]);
    // The mailed token itself is checked in resetPasswordConfirm.test.ts, read from the transport.
    expect(mail.text_body).toContain('/reset-password?token=[redacted]\n');
    expect(mail.text_body).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    const row = await t.db.selectFrom('cfr_users').select(['reset_token_hash', 'reset_expires_at']).where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.reset_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const hours = (new Date(row.reset_expires_at!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // A new link replaces the old one.
    await cfr.post(api.cfrUsers.resetPassword, { clientId: u.client_id, userCFrId: u.id, email: u.email });
    const after = await t.db.selectFrom('cfr_users').select('reset_token_hash').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(after.reset_token_hash).not.toBe(row.reset_token_hash);
    const wrongClient = await cfr.post(api.cfrUsers.resetPassword, { clientId: u.client_id + 1, userCFrId: u.id, email: u.email });
    expect(wrongClient.status).toBe(400);
    expect(fieldNames(wrongClient)).toEqual(['clientId']);
    expect((await clients.post(api.cfrUsers.resetPassword, { clientId: u.client_id, userCFrId: u.id, email: u.email })).status).toBe(403);
  });
});
