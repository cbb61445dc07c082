import { buildTestApp, type Inject, type TestApp } from '../helpers/testApp';

let t: TestApp;
let admin: Inject;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('admin')).inject;
});
afterAll(() => t.close());

test('users/getMe returns the signed-in user with effective roles', async () => {
  const res = await admin({ method: 'GET', url: '/api/users/getMe' });
  expect(res.statusCode).toBe(200);
  const me = res.json().data;
  expect(me).toMatchObject({ login: 'admin', name: 'Alice Admin', email: 'admin@courier.example', profile: 'Administrator' });
  expect(me.roles).toEqual(['CFRUSERS', 'CHAT', 'CLIENTS', 'FINANCE', 'REGULAR', 'RETRIB', 'SETTINGS', 'SHIFTS', 'VEHICLES', 'WORKERS']);
  expect(me).not.toHaveProperty('password_hash');
});

test('a profile adds its roles to the user', async () => {
  const fleet = await t.db.selectFrom('profiles').select('id').where('name', '=', 'Fleet').executeTakeFirstOrThrow();
  await t.db.updateTable('staff_users').set({ profile_id: fleet.id }).where('login', '=', 'noroles').execute();
  const { inject } = await t.loginAs('noroles');
  const me = (await inject({ method: 'GET', url: '/api/users/getMe' })).json().data;
  expect(me).toMatchObject({ roles: ['VEHICLES', 'WORKERS'], profile: 'Fleet' });
  expect((await inject({ method: 'GET', url: '/api/workers/getWorkers' })).statusCode).not.toBe(403);
});

test('users/getUser adds enrolment and trusted networks', async () => {
  const res = await admin({ method: 'GET', url: '/api/users/getUser' });
  expect(res.json().data).toMatchObject({ login: 'admin', enrolled: true, trustedIps: [] });
});

test('users/getUserId finds a staff user, 404 otherwise, 400 for a bad id', async () => {
  const id = (await t.db.selectFrom('staff_users').select('id').where('login', '=', 'finance').executeTakeFirstOrThrow()).id;
  expect((await admin({ method: 'GET', url: `/api/users/getUserId?userId=${id}` })).json()).toEqual({ data: { id, login: 'finance', name: 'Finance Demo' } });
  const missing = await admin({ method: 'GET', url: '/api/users/getUserId?userId=424242' });
  expect(missing.statusCode).toBe(404);
  const bad = await admin({ method: 'GET', url: '/api/users/getUserId?userId=abc' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields).toHaveProperty('userId');
});

test('profile/getProfiles lists the profiles by name', async () => {
  const res = await admin({ method: 'GET', url: '/api/profile/getProfiles' });
  const names = res.json().data.map((p: { name: string }) => p.name);
  expect(names).toEqual([...names].sort());
  expect(res.json().data).toEqual(expect.arrayContaining([{ id: expect.any(Number), name: 'Planner', roles: ['SHIFTS', 'REGULAR', 'WORKERS'] }]));
});

test('users/setLanguage keeps the language per user: getMe carries it, others keep theirs', async () => {
  const { inject } = await t.loginAs('finance');
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).json().data.language).toBe('en');
  const set = await inject({ method: 'POST', url: '/api/users/setLanguage', payload: { language: 'fr' } });
  expect(set.statusCode).toBe(200);
  expect(set.json().data).toMatchObject({ login: 'finance', language: 'fr' });
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).json().data.language).toBe('fr');
  expect((await admin({ method: 'GET', url: '/api/users/getMe' })).json().data.language).toBe('en');
  const bad = await inject({ method: 'POST', url: '/api/users/setLanguage', payload: { language: 'de' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields).toHaveProperty('language');
  await inject({ method: 'POST', url: '/api/users/setLanguage', payload: { language: 'en' } });
});
