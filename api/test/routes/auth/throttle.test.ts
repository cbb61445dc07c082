import { Writable } from 'node:stream';
import { DEMO_PASSWORD } from '../../../src/db/seed/accounts';
import { clientNetwork } from '../../../src/domain/clientNetwork';
import { progressiveDelaySeconds } from '../../../src/repositories/loginAttempts';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { signInSteps } from './helpers';

/** Throttling per (login, IP), a progressive delay per login, no lock-out, no race. */
let t: TestApp;
let steps: ReturnType<typeof signInSteps>;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  t = await buildTestApp({}, { logger: { level: 'warn', stream } });
  steps = signInSteps(t);
});
afterAll(() => t.close());

const attempts = (login: string) => t.db.selectFrom('login_attempts').select(['outcome', 'ip', 'kind']).where('login', '=', login).orderBy('id').execute();

test('the delay doubles after the free failures, up to the cap', () => {
  const limits = { freeFailuresPerLogin: 5, maxDelaySeconds: 60 };
  expect([0, 4, 5, 6, 7, 10, 11, 40].map((n) => progressiveDelaySeconds(n, limits))).toEqual([0, 0, 1, 2, 4, 32, 60, 60]);
});

test('five failures per (login, IP): 429 even with the right password, a colleague on the same IP is not affected', async () => {
  for (let i = 0; i < 5; i++) expect((await steps.login({ login: 'regular', password: `wrong-${i}` }, '10.7.7.7')).statusCode).toBe(401);
  const refused = await steps.login({ login: 'regular', password: DEMO_PASSWORD }, '10.7.7.7');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/from your network/) });
  expect((await steps.login({ login: 'chat', password: DEMO_PASSWORD }, '10.7.7.7')).statusCode).toBe(200);
  // The window passes: the login works again from there.
  await t.db.updateTable('login_attempts').set({ at: new Date(Date.now() - 16 * 60_000) }).where('login', '=', 'regular').execute();
  expect((await steps.login({ login: 'regular', password: DEMO_PASSWORD }, '10.7.7.7')).statusCode).toBe(200);
  // Kept for audit: five failures, one throttled, then the success.
  expect((await attempts('regular')).map((a) => a.outcome)).toEqual(['failure', 'failure', 'failure', 'failure', 'failure', 'throttled', 'success']);
});

test('failures from many networks slow the login down, but never lock it: the right password gets in after the delay', async () => {
  // Five free failures, each from another network (the per-(login, IP) limit never applies)...
  for (let i = 0; i < 5; i++) expect((await steps.login({ login: 'retrib', password: 'wrong' }, `10.60.0.${i + 1}`)).statusCode).toBe(401);
  // ...then each try waits: the sixth, at once, is refused before any check.
  expect((await steps.login({ login: 'retrib', password: 'wrong' }, '10.60.0.6')).statusCode).toBe(429);
  // From a new network, right password, within the delay: wait.
  const early = await steps.login({ login: 'retrib', password: DEMO_PASSWORD }, '10.61.0.1');
  expect(early.statusCode).toBe(429);
  expect(early.json().error.message).toMatch(/Wait \d+ s/);
  // The delay passed: in.
  await t.db.updateTable('login_attempts').set({ at: new Date(Date.now() - 70_000) }).where('login', '=', 'retrib').execute();
  expect((await steps.login({ login: 'retrib', password: DEMO_PASSWORD }, '10.61.0.1')).statusCode).toBe(200);
});

test('an attacker failing on purpose never keeps the user out of their trusted device', async () => {
  const ip = '10.70.0.1';
  const token = await steps.fullSignIn('workers', ip);
  const trusted = await t.app.inject({ method: 'POST', url: '/api/auth/valid_ip', remoteAddress: ip, headers: { authorization: `Bearer ${token}` }, payload: {} });
  const cookies = { courier_device: trusted.cookies.find((c) => c.name === 'courier_device')!.value };
  // Twenty failures, from the user's own network and from elsewhere.
  for (let i = 0; i < 20; i++) await steps.login({ login: 'workers', password: 'guess' }, i % 2 ? ip : `10.71.0.${i}`);
  // The user comes back within the delay the failures earned, however long the twenty took on a
  // busy machine: the failures are dated now (the delay counts from the last one).
  await t.db.updateTable('login_attempts').set({ at: new Date() }).where('login', '=', 'workers').where('outcome', '=', 'failure').execute();
  expect((await steps.login({ login: 'workers', password: DEMO_PASSWORD }, ip)).statusCode).toBe(429);
  const fromDevice = await steps.login({ login: 'workers', password: DEMO_PASSWORD }, ip, cookies);
  expect(fromDevice.statusCode).toBe(200);
  expect(fromDevice.json().data.status).toBe('full');
});

test('50 parallel wrong passwords get at most the allowed 5 checks; the rest are refused before any check', async () => {
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => steps.login({ login: 'clients', password: `parallel-${i}` }, '10.80.0.1')));
  const statuses = answers.map((a) => a.statusCode);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  const outcomes = (await attempts('clients')).map((a) => a.outcome);
  expect(outcomes.filter((o) => o === 'failure').length).toBeLessThanOrEqual(5);
  expect(outcomes.filter((o) => o === 'pending')).toEqual([]);
  expect(outcomes).toHaveLength(50);
});

test('failed codes are throttled too, per (login, IP)', async () => {
  const token = (await steps.login({ login: 'noroles', password: DEMO_PASSWORD }, '10.8.8.8')).json().data.token;
  for (let i = 0; i < 5; i++) {
    const res = await steps.withToken(token, 'POST', '/api/auth/double_auth', { code: '000000' === (await steps.freshCode('noroles')) ? '111111' : '000000' }, '10.8.8.8');
    expect(res.statusCode).toBe(400);
  }
  const res = await steps.withToken(token, 'POST', '/api/auth/double_auth', { code: await steps.freshCode('noroles') }, '10.8.8.8');
  expect(res.statusCode).toBe(429);
});

test('failures are logged at warn level, without the password', async () => {
  await steps.login({ login: 'planner', password: 'my-secret-guess-123' }, '10.90.0.1');
  const line = logLines.find((l) => l.msg === 'sign-in failed' && l.login === 'planner');
  expect(line).toMatchObject({ level: 40, login: 'planner', ip: '10.90.0.1', kind: 'password' });
  expect(JSON.stringify(logLines)).not.toContain('my-secret-guess-123');
});

describe('addresses count by network: an IPv4 address, an IPv6 /64', () => {
  test('the key of each kind of address', () => {
    expect(clientNetwork('10.1.2.3')).toBe('10.1.2.3');
    expect(clientNetwork('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientNetwork('::FFFF:0a01:0203')).toBe('10.1.2.3');
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
  });

  test('failures of a login from addresses of one /64 add up; another /64 is not affected', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await steps.login({ login: 'vehicles', password: `wrong-${i}` }, `2001:db8:aa:1::${i + 1}`)).statusCode).toBe(401);
    }
    // Past the progressive delay of the login: only the per-network limit is left.
    await t.db.updateTable('login_attempts').set({ at: new Date(Date.now() - 70_000) }).where('login', '=', 'vehicles').execute();
    const sameNetwork = await steps.login({ login: 'vehicles', password: DEMO_PASSWORD }, '2001:db8:aa:1:ffff:1234:5678:9abc');
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json().error.message).toMatch(/from your network/);
    expect((await steps.login({ login: 'vehicles', password: DEMO_PASSWORD }, '2001:db8:aa:2::1')).statusCode).toBe(200);
    // The address itself is kept for the audit.
    expect((await attempts('vehicles')).slice(0, 2).map((a) => a.ip)).toEqual(['2001:db8:aa:1::1', '2001:db8:aa:1::2']);
  });

  test('an IPv4-mapped IPv6 address counts as its IPv4 address', async () => {
    for (let i = 0; i < 5; i++) expect((await steps.login({ login: 'settings', password: `wrong-${i}` }, '10.40.0.1')).statusCode).toBe(401);
    await t.db.updateTable('login_attempts').set({ at: new Date(Date.now() - 70_000) }).where('login', '=', 'settings').execute();
    expect((await steps.login({ login: 'settings', password: DEMO_PASSWORD }, '::ffff:10.40.0.1')).statusCode).toBe(429);
    expect((await steps.login({ login: 'settings', password: DEMO_PASSWORD }, '10.40.0.2')).statusCode).toBe(200);
  });
});

describe('per-IP limits', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ rateLimit: { ...t.config.rateLimit, failuresPerIp: 8, authCallsPerIpPerMinute: 12 } });
  });
  afterAll(() => strict.close());
  const strictLogin = (body: object, ip: string) => strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });

  test('many failures across logins from one IP are a 429 for that IP only', async () => {
    const logins = ['workers', 'retrib', 'settings', 'vehicles'];
    for (let i = 0; i < 8; i++) await strictLogin({ login: logins[i % 4], password: 'wrong-password' }, '10.20.0.1');
    const res = await strictLogin({ login: 'finance', password: DEMO_PASSWORD }, '10.20.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/from your network/);
    expect((await strictLogin({ login: 'finance', password: DEMO_PASSWORD }, '10.20.0.2')).statusCode).toBe(200);
  });

  test('the per-IP failures of an IPv6 client count for its whole /64', async () => {
    const logins = ['workers', 'retrib', 'settings', 'vehicles'];
    for (let i = 0; i < 8; i++) await strictLogin({ login: logins[i % 4], password: 'wrong-password' }, `2001:db8:20:1::${i + 1}`);
    const res = await strictLogin({ login: 'finance', password: DEMO_PASSWORD }, '2001:db8:20:1::abcd');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/from your network/);
    expect((await strictLogin({ login: 'finance', password: DEMO_PASSWORD }, '2001:db8:20:2::1')).statusCode).toBe(200);
  });

  test('sign-in calls per IP per minute are bounded', async () => {
    const statuses: number[] = [];
    // The counters are per fixed minute: start early in one, so all calls fall in it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
    for (let i = 0; i < 14; i++) statuses.push((await strictLogin({ login: 'admin', password: '' }, '10.30.0.1')).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });

  test('the sign-in calls per minute of an IPv6 client count for its whole /64', async () => {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
    const statuses: number[] = [];
    // Each call from another address of the same /64: the limit still applies.
    for (let i = 0; i < 14; i++) statuses.push((await strictLogin({ login: 'admin', password: '' }, `2001:db8:30:1::${i + 1}`)).statusCode);
    expect(statuses).toContain(429);
    // Another /64 has its own allowance.
    expect((await strictLogin({ login: 'admin', password: '' }, '2001:db8:30:2::1')).statusCode).not.toBe(429);
  });
});
