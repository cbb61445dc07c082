import { recordAdminEvent } from '../../src/repositories/events/adminEvents';
import { buildTestApp, type Inject, type TestApp } from '../helpers/testApp';

let t: TestApp;
let settings: Inject;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await buildTestApp();
  settings = (await t.loginAs('settings')).inject;
  const rows = await t.db.selectFrom('staff_users').select(['id', 'login']).execute();
  ids = Object.fromEntries(rows.map((r) => [r.login, r.id]));
  const events: [string, string, string][] = [
    ['2026-03-01T10:00:00Z', 'clients.closeAccount', 'admin'],
    ['2026-03-02T10:00:00Z', 'clients.reactivateAccount', 'admin'],
    ['2026-03-03T10:00:00Z', 'clients.closeAccount', 'finance'],
    ['2026-03-04T23:30:00Z', 'workers.add', 'workers'],
  ];
  for (const [at, action, login] of events) {
    await recordAdminEvent(t.db, { userId: ids[login], action, targetType: 'client', targetId: 7, summary: `${action} by ${login}` });
    await t.db.updateTable('admin_events').set({ at }).where('summary', '=', `${action} by ${login}`).where('at', '>', new Date('2026-06-01')).execute();
  }
});
afterAll(() => t.close());

const list = async (q: string) => {
  const res = await settings({ method: 'GET', url: `/api/adminEvents/getAdminEvents${q}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

test('newest first, with the login of the author', async () => {
  const data = await list('?dateFrom=2026-03-01&dateTo=2026-03-31');
  expect(data.items.map((e: { action: string }) => e.action)).toEqual(['workers.add', 'clients.closeAccount', 'clients.reactivateAccount', 'clients.closeAccount']);
  expect(data.items[0]).toMatchObject({ userId: ids.workers, userLogin: 'workers', targetType: 'client', targetId: '7', at: '2026-03-04T23:30:00.000Z' });
  expect(data).toMatchObject({ total: 4, totalIsLowerBound: false, page: 1, pageSize: 50 });
});

test('filters by action, user and dates (inclusive)', async () => {
  expect((await list('?action=clients.closeAccount&dateTo=2026-03-31')).total).toBe(2);
  expect((await list(`?action=clients.closeAccount&user=${ids.finance}`)).items).toHaveLength(1);
  expect((await list('?dateFrom=2026-03-02&dateTo=2026-03-03')).items.map((e: { summary: string }) => e.summary)).toEqual([
    'clients.closeAccount by finance',
    'clients.reactivateAccount by admin',
  ]);
  expect((await list('?dateFrom=2026-03-04&dateTo=2026-03-04')).total).toBe(1);
});

test('pages', async () => {
  const p1 = await list('?dateTo=2026-03-31&pageSize=3');
  const p2 = await list('?dateTo=2026-03-31&pageSize=3&page=2');
  expect(p1.items).toHaveLength(3);
  expect(p2.items).toHaveLength(1);
  expect(p1.total).toBe(4);
});

test('the total is counted a few pages ahead at most', async () => {
  for (let i = 0; i < 8; i++) await recordAdminEvent(t.db, { userId: ids.admin, action: 'settings.bulk', targetType: 'setting', summary: `bulk ${i}` });
  const data = await list('?action=settings.bulk&pageSize=1');
  expect(data).toMatchObject({ total: 3, totalIsLowerBound: true, items: [expect.objectContaining({ summary: 'bulk 7' })] });
  expect(await list('?action=settings.bulk&pageSize=1&page=6')).toMatchObject({ total: 8, totalIsLowerBound: false });
  // Past the end: no items, the count is still given.
  expect(await list('?action=settings.bulk&pageSize=5&page=3')).toMatchObject({ items: [], total: 8, totalIsLowerBound: false });
  const last = await list('?dateTo=2026-03-31&pageSize=1&page=4');
  expect(last).toMatchObject({ total: 4, totalIsLowerBound: false });
});

test('sign-in writes its own events', async () => {
  const data = await list(`?user=${ids.settings}`);
  expect(data.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['auth.login', 'auth.second_factor']));
});

test('adminEvents/getUserList lists staff users by name', async () => {
  const res = await settings({ method: 'GET', url: '/api/adminEvents/getUserList' });
  const users = res.json().data;
  expect(users.length).toBeGreaterThanOrEqual(14);
  expect(users[0]).toEqual({ id: expect.any(Number), login: expect.any(String), name: expect.any(String) });
  const names = users.map((u: { name: string }) => u.name);
  expect(names).toEqual([...names].sort());
});

test('a new event shows in the very next read', async () => {
  const before = await list('?action=settings.fresh');
  expect(before.total).toBe(0);
  await recordAdminEvent(t.db, { userId: ids.admin, action: 'settings.fresh', targetType: 'setting', summary: 'fresh' });
  expect((await list('?action=settings.fresh')).total).toBe(1);
});

test('keyset pages (nextCursor) are disjoint, in order, and not moved by newer events', async () => {
  for (let i = 0; i < 7; i++) await recordAdminEvent(t.db, { userId: ids.admin, action: 'settings.keyset', targetType: 'setting', summary: `keyset ${i}` });
  // Same time for all: the id orders them.
  await t.db.updateTable('admin_events').set({ at: '2026-04-01T08:00:00.123456Z' }).where('action', '=', 'settings.keyset').execute();
  const first = await list('?action=settings.keyset&pageSize=3');
  expect(first.items.map((e: { summary: string }) => e.summary)).toEqual(['keyset 6', 'keyset 5', 'keyset 4']);
  expect(first.nextCursor).toEqual(expect.any(String));
  await recordAdminEvent(t.db, { userId: ids.admin, action: 'settings.keyset', targetType: 'setting', summary: 'keyset newer' });
  const second = await list(`?action=settings.keyset&pageSize=3&cursor=${encodeURIComponent(first.nextCursor)}`);
  expect(second.items.map((e: { summary: string }) => e.summary)).toEqual(['keyset 3', 'keyset 2', 'keyset 1']);
  const third = await list(`?action=settings.keyset&pageSize=3&cursor=${encodeURIComponent(second.nextCursor)}`);
  expect(third.items.map((e: { summary: string }) => e.summary)).toEqual(['keyset 0']);
  expect(third).toMatchObject({ total: 1, totalIsLowerBound: false, nextCursor: null });
  // Not a cursor, and the form of one with no such time (30 February): 400, never a failed query.
  for (const cursor of ['nope', '2026-02-30T08:00:00.000000Z~1']) {
    const bad = await settings({ method: 'GET', url: `/api/adminEvents/getAdminEvents?cursor=${encodeURIComponent(cursor)}` });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {})).toEqual(['cursor']);
  }
});
