import { buildTestApp, type TestApp } from '../helpers/testApp';
import { hashToken } from '../../src/auth/tokens';

/**
 * Sessions are read from the database on every call (one query by token hash with the user
 * and profile): own changes and changes made in the database by anyone else (another
 * process, the CLI) show at the next call.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('logout ends the session at the next call', async () => {
  const { inject } = await t.loginAs('workers');
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
  expect((await inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(401);
});

test('the second step is seen at once', async () => {
  const { inject } = await t.loginAs('chat');
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
});

test('a role removed in the database applies at the next call', async () => {
  const { inject } = await t.loginAs('settings');
  const call = () => inject({ method: 'GET', url: '/api/adminEvents/getUserList' });
  expect((await call()).statusCode).toBe(200);
  const { roles } = await t.db.selectFrom('staff_users').select('roles').where('login', '=', 'settings').executeTakeFirstOrThrow();
  await t.db.updateTable('staff_users').set({ roles: [] }).where('login', '=', 'settings').execute();
  expect((await call()).statusCode).toBe(403);
  await t.db.updateTable('staff_users').set({ roles }).where('login', '=', 'settings').execute();
  expect((await call()).statusCode).toBe(200);
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

test('an expired session is refused', async () => {
  const { inject, token } = await t.loginAs('retrib');
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
  await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(token)).execute();
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(401);
});
