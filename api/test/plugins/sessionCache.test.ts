import { buildTestApp, type TestApp } from '../helpers/testApp';
import { SessionCache } from '../../src/auth/sessionCache';
import { hashToken } from '../../src/auth/tokens';

/**
 * With the session cache on (as in production): own changes and changes made in the database
 * by anyone else (another process, the CLI) show at the next call, through counter `sessions`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionCacheMs: 60_000 });
});
afterAll(() => t.close());

test('logout ends the session at once even while it is cached', async () => {
  const { inject } = await t.loginAs('workers');
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
  expect((await inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(401);
});

test('the second step is seen at once (the pending session was cached by the QR/code calls)', async () => {
  const { inject } = await t.loginAs('chat');
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
});

test('a role removed in the database applies at the next call, well within the cache period', async () => {
  const { inject } = await t.loginAs('settings');
  const call = () => inject({ method: 'GET', url: '/api/adminEvents/getUserList' });
  expect((await call()).statusCode).toBe(200);
  await t.db.updateTable('staff_users').set({ roles: [] }).where('login', '=', 'settings').execute();
  expect((await call()).statusCode).toBe(403);
});

test('a session revoked in the database and a user made inactive there end at the next call', async () => {
  const first = await t.loginAs('finance');
  expect((await first.inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
  await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', hashToken(first.token)).execute();
  expect((await first.inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(401);

  const second = await t.loginAs('planner');
  expect((await second.inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
  await t.db.updateTable('staff_users').set({ activity_status: 'inactive' }).where('login', '=', 'planner').execute();
  expect((await second.inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(401);
  await t.db.updateTable('staff_users').set({ activity_status: 'active' }).where('login', '=', 'planner').execute();
});

test('a held session answers only under the counter value it was read with, and not after its period', () => {
  const cache = new SessionCache(1000);
  const session = { id: 1 } as never;
  cache.set('hash', session, '7', 0);
  expect(cache.get('hash', '7', 999)).toBe(session);
  expect(cache.get('hash', '8', 999)).toBeUndefined();
  cache.set('hash', session, '8', 0);
  expect(cache.get('hash', '8', 1000)).toBeUndefined();
});
