import { allApiPatterns, apiAccessLevel, canCallApi } from '@courier/shared/access';
import { allEndpoints } from '@courier/shared/contract';
import { DEMO_ACCOUNTS as ALL_DEMO_ACCOUNTS } from '../../src/db/seed/accounts';
import { buildTestApp, type Inject, type TestApp } from '../helpers/testApp';

/**
 * The role matrix: every API path of the access table x every demo account (and no
 * session at all). 401 without a session (except public calls), 403 without a role that
 * opens the path, otherwise anything but 401/403 (calls of areas not built yet answer 404
 * after the check, which counts as allowed by the access rules).
 */
// firstday must choose a new password before any call (auth.test.ts covers that step).
const DEMO_ACCOUNTS = ALL_DEMO_ACCOUNTS.filter((a) => !a.mustChangePassword);
let t: TestApp;
const sessions = new Map<string, Inject>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of DEMO_ACCOUNTS) sessions.set(account.login, (await t.loginAs(account.login)).inject);
});
afterAll(() => t.close());

const patterns = allApiPatterns();
const methodOf = (pattern: string) => allEndpoints.find((e) => e.path === pattern)?.method ?? 'GET';
const urlOf = (pattern: string) => `/api/${pattern.replace(/\[[^\]]+\]/g, '1')}`;
// Calls of areas not built yet have no route: they answer 404 to everyone, with no data.
const registered = (pattern: string) => t.app.hasRoute({ method: methodOf(pattern), url: `/api/${pattern.replace(/\[([^\]]+)\]/g, ':$1')}` });
// The second-step calls change the session they are called with (logout revokes it): auth.test.ts covers them.
const SESSION_CHANGING = new Set(['auth/logout', 'auth/double_auth', 'auth/qrcode']);

test('the table lists every call of the contract, and the contract every path of the table', () => {
  for (const e of allEndpoints) expect([e.path, apiAccessLevel(e.path)]).not.toEqual([e.path, 'unknown']);
  const contractPaths = new Set(allEndpoints.map((e) => e.path));
  expect(patterns.filter((p) => !contractPaths.has(p))).toEqual([]);
});

test.each(patterns)('%s without a session', async (pattern) => {
  const method = methodOf(pattern);
  const res = await t.app.inject({ method, url: urlOf(pattern), ...(method === 'POST' ? { payload: {} } : {}) });
  if (apiAccessLevel(pattern) === 'public') expect(res.statusCode).not.toBe(401);
  else if (!registered(pattern)) expect(res.statusCode).toBe(404);
  else {
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  }
});

describe.each(DEMO_ACCOUNTS.map((a) => [a.login, a] as const))('%s', (login, account) => {
  test.each(patterns.filter((p) => !SESSION_CHANGING.has(p)))('%s', async (pattern) => {
    const method = methodOf(pattern);
    const res = await sessions.get(login)!({ method, url: urlOf(pattern), ...(method === 'POST' ? { payload: {} } : {}) });
    const allowed = canCallApi(pattern, account.roles);
    if (!registered(pattern)) expect([pattern, res.statusCode]).toEqual([pattern, 404]);
    else if (allowed) expect([401, 403]).not.toContain(res.statusCode);
    else {
      expect([pattern, res.statusCode]).toEqual([pattern, 403]);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(res.statusCode).toBeLessThan(500);
  });
});

// A few rules stated independently of the table, so a wrong table cannot pass unnoticed.
test.each([
  ['noroles', 'adminEvents/getAdminEvents', 403],
  ['settings', 'adminEvents/getAdminEvents', 200],
  ['admin', 'adminEvents/getUserList', 200],
  ['workers', 'adminEvents/getUserList', 403],
  ['noroles', 'users/getMe', 200],
  ['noroles', 'team/getTeams', 200],
  ['finance', 'vehicles/getVehicles', 403],
  ['chat', 'workers/[id]', 403],
  ['planner', 'workers/getWorkers', 'allowed'],
  ['planner', 'vehicles/getVehicles', 403],
  ['regular', 'workers/getWorkersLight', 'allowed'],
  ['regular', 'workers/getWorkers', 403],
] as const)('%s on %s -> %s', async (login, pattern, expected) => {
  const res = await sessions.get(login)!({ method: methodOf(pattern), url: urlOf(pattern) });
  if (expected === 'allowed') expect([401, 403]).not.toContain(res.statusCode);
  else expect(res.statusCode).toBe(expected);
});

test('an unknown /api path is a 404 without data, with or without a session', async () => {
  const anonymous = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
  expect(anonymous.statusCode).toBe(404);
  expect(anonymous.json()).not.toHaveProperty('data');
  const res = await sessions.get('noroles')!({ method: 'GET', url: '/api/nothing/here' });
  expect(res.statusCode).toBe(404);
  expect(res.json().error.code).toBe('NOT_FOUND');
});

test('roles come from the database, not from a cookie the browser sends', async () => {
  const res = await sessions.get('noroles')!({ method: 'GET', url: '/api/adminEvents/getUserList', headers: { cookie: 'userRoles=SETTINGS' } });
  expect(res.statusCode).toBe(403);
});

test('a role granted in the database applies at the next call', async () => {
  await t.db.updateTable('staff_users').set({ roles: ['SETTINGS'] }).where('login', '=', 'chat').execute();
  try {
    expect((await sessions.get('chat')!({ method: 'GET', url: '/api/adminEvents/getUserList' })).statusCode).toBe(200);
  } finally {
    await t.db.updateTable('staff_users').set({ roles: ['CHAT'] }).where('login', '=', 'chat').execute();
  }
  expect((await sessions.get('chat')!({ method: 'GET', url: '/api/adminEvents/getUserList' })).statusCode).toBe(403);
});
