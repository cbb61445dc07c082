import { DEMO_PASSWORD } from '../../../src/db/seed/accounts';
import { DEMO_TOTP_SECRET, totpCode } from '../../../src/auth/totp';
import { buildTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (body: object, ip = '127.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });
const withToken = (token: string, method: 'GET' | 'POST', url: string, payload?: object, ip = '127.0.0.1') =>
  t.app.inject({ method, url, remoteAddress: ip, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

/** A code the account has not used yet: the step after the last one used, if that is the current one. */
async function freshCode(loginName: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  const user = await t.db.selectFrom('staff_users').select('totp_last_step').where('login', '=', loginName).executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 30_000);
  const step = user.totp_last_step !== null && user.totp_last_step >= now ? user.totp_last_step + 1 : now;
  if (step > now + 1) throw new Error('no fresh code within the window');
  return totpCode(secret, new Date(step * 30_000 + 1_000));
}

async function pendingToken(loginName: string, ip = '127.0.0.1'): Promise<string> {
  const res = await login({ login: loginName, password: DEMO_PASSWORD }, ip);
  expect(res.statusCode).toBe(200);
  return res.json().data.token;
}

describe('auth/login', () => {
  test('good password from an untrusted IP gives a pending session that asks for the code', async () => {
    const res = await login({ login: 'admin', password: DEMO_PASSWORD, userIp: '192.168.1.20' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'pending', next: 'double_auth' });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    // Only the hash of the token is stored.
    const stored = await t.db.selectFrom('sessions').select('token_hash').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(data.token);
  });

  test('logins are case-insensitive', async () => {
    const res = await login({ login: 'ADMIN', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  test('bad password and unknown login get the same 401', async () => {
    const bad = await login({ login: 'finance', password: 'wrong-password' });
    const unknown = await login({ login: 'nobody-here', password: 'wrong-password' });
    expect(bad.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(bad.json()).toEqual(unknown.json());
    expect(bad.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'Wrong login or password' });
  });

  test('missing fields are a 400 naming each field', async () => {
    const res = await login({ password: 1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['login', 'password']);
  });

  test('an inactive staff user cannot sign in, and their open sessions stop working', async () => {
    const { inject } = await t.loginAs('clients');
    await t.db.updateTable('staff_users').set({ activity_status: 'inactive' }).where('login', '=', 'clients').execute();
    try {
      expect((await login({ login: 'clients', password: DEMO_PASSWORD })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('staff_users').set({ activity_status: 'active' }).where('login', '=', 'clients').execute();
    }
  });
});

describe('auth/double_auth', () => {
  test('a valid code turns the pending session into a full one and returns the user', async () => {
    const token = await pendingToken('planner');
    const res = await withToken(token, 'POST', '/api/auth/double_auth', { code: await freshCode('planner') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'full',
      user: { login: 'planner', roles: ['REGULAR', 'SHIFTS', 'WORKERS'], profile: 'Planner' },
    });
    // The token is rotated: the pending one stops working, the answered one is the session.
    const fullToken = res.json().data.token;
    expect(fullToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fullToken).not.toBe(token);
    expect((await withToken(token, 'GET', '/api/users/getMe')).statusCode).toBe(401);
    const me = await withToken(fullToken, 'GET', '/api/users/getMe');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.login).toBe('planner');
    const events = await t.db.selectFrom('admin_events').select('action').where('user_id', '=', me.json().data.id).execute();
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['auth.login', 'auth.second_factor']));
  });

  test('a wrong code is a 400 on the code field and the session stays pending', async () => {
    const token = await pendingToken('retrib');
    const current = await totpCode(DEMO_TOTP_SECRET);
    const wrong = current === '000000' ? '111111' : '000000';
    const res = await withToken(token, 'POST', '/api/auth/double_auth', { code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('code');
    expect((await withToken(token, 'GET', '/api/users/getMe')).statusCode).toBe(401);
  });

  test('a malformed code is a 400 before any check', async () => {
    const token = await pendingToken('retrib');
    const res = await withToken(token, 'POST', '/api/auth/double_auth', { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.code).toBe('The code has 6 digits');
  });

  test('a code works once: the same code on a second sign-in is refused', async () => {
    const code = await freshCode('vehicles');
    const first = await withToken(await pendingToken('vehicles'), 'POST', '/api/auth/double_auth', { code });
    expect(first.statusCode).toBe(200);
    const second = await withToken(await pendingToken('vehicles'), 'POST', '/api/auth/double_auth', { code });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toMatch(/already used/);
  });

  test('a pending session is refused by every other call (401)', async () => {
    const token = await pendingToken('admin');
    for (const [method, url] of [
      ['GET', '/api/users/getMe'],
      ['GET', '/api/users/getUser'],
      ['POST', '/api/auth/valid_ip'],
      ['GET', '/api/adminEvents/getAdminEvents'],
      ['GET', '/api/team/getTeams'],
      ['GET', '/api/workers/getWorkers'],
    ] as const) {
      const res = await withToken(token, method, url, method === 'POST' ? {} : undefined);
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });
});

describe('enrolment (auth/qrcode)', () => {
  test('newcomer: login leads to codeqr, the QR code enrols, then the code completes the sign-in', async () => {
    const res = await login({ login: 'newcomer', password: DEMO_PASSWORD });
    expect(res.json().data).toMatchObject({ status: 'pending', next: 'codeqr' });
    const token = res.json().data.token;

    const qr = await withToken(token, 'GET', '/api/auth/qrcode');
    expect(qr.statusCode).toBe(200);
    const { qrCode, secret, otpauthUrl } = qr.json().data;
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('newcomer');
    // Asking again (a reload) shows the same secret.
    expect((await withToken(token, 'GET', '/api/auth/qrcode')).json().data.secret).toBe(secret);

    const done = await withToken(token, 'POST', '/api/auth/double_auth', { code: await totpCode(secret) });
    expect(done.statusCode).toBe(200);
    // Stored sealed, never as the plain secret.
    const stored = await t.db.selectFrom('staff_users').select('totp_secret').where('login', '=', 'newcomer').executeTakeFirstOrThrow();
    expect(stored.totp_secret).toMatch(/^v2\./);
    expect(stored.totp_secret).not.toContain(secret);
    const user = await withToken(done.json().data.token, 'GET', '/api/users/getUser');
    expect(user.json().data).toMatchObject({ login: 'newcomer', enrolled: true });

    // Enrolled now: the next sign-in asks for the code, and the QR code is not shown again.
    const again = await login({ login: 'newcomer', password: DEMO_PASSWORD });
    expect(again.json().data.next).toBe('double_auth');
    expect((await withToken(again.json().data.token, 'GET', '/api/auth/qrcode')).statusCode).toBe(403);
  });

  test('an enrolled user never gets the QR code', async () => {
    const token = await pendingToken('chat');
    const res = await withToken(token, 'GET', '/api/auth/qrcode');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  test('without a session the QR code is a 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/qrcode' })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  test('logout revokes the token', async () => {
    const { inject, token } = await t.loginAs('workers');
    expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
    const out = await inject({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { loggedOut: true } });
    expect((await withToken(token, 'GET', '/api/users/getMe')).statusCode).toBe(401);
  });

  test('a pending session may log out', async () => {
    const token = await pendingToken('finance');
    expect((await withToken(token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await withToken(token, 'GET', '/api/auth/qrcode')).statusCode).toBe(401);
  });

  test('a session idle for longer than SESSION_IDLE_MINUTES ends; an active one is extended', async () => {
    const idle = await t.loginAs('settings');
    const active = await t.loginAs('settings');
    const hash = async (token: string) => (await import('../../../src/auth/tokens')).hashToken(token);
    const limit = t.config.sessionIdleMinutes;
    await t.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - (limit + 1) * 60_000) }).where('token_hash', '=', await hash(idle.token)).execute();
    await t.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - (limit - 5) * 60_000) }).where('token_hash', '=', await hash(active.token)).execute();
    const res = await idle.inject({ method: 'GET', url: '/api/users/getMe' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/session has ended/);
    expect((await active.inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
    const touched = await t.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', await hash(active.token)).executeTakeFirstOrThrow();
    expect(Date.now() - new Date(touched.last_seen_at).getTime()).toBeLessThan(60_000);
  });

  test('garbage tokens are 401', async () => {
    for (const authorization of ['Bearer nope', 'Bearer ' + 'a'.repeat(43), 'Basic abc', 'Bearer']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/getMe', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });
});

