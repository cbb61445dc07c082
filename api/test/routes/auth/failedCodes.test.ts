import { DEMO_PASSWORD } from '../../../src/db/seed/accounts';
import { MAX_FAILED_CODES_PER_DAY } from '../../../src/repositories/loginAttempts';
import type { TestApp } from '../../helpers/testApp';
import { appWithSteps, type SignInSteps } from './helpers';

/** A daily cap of failed codes per account, and the owner told of failed codes at the next sign-in. */
let t: TestApp;
let steps: SignInSteps;
beforeAll(async () => ({ t, steps } = await appWithSteps()));
afterAll(() => t.close());

/** `n` failed code attempts of `login`, `msAgo` before now, each from another network (no per-network limit applies). */
async function failuresOf(login: string, n: number, msAgo: number) {
  const at = Date.now() - msAgo;
  await t.db
    .insertInto('login_attempts')
    .values(Array.from({ length: n }, (_, i) => ({ login, ip: `10.50.${i}.1`, network: `10.50.${i}.1`, kind: 'code' as const, outcome: 'failure' as const, at: new Date(at - i) })))
    .execute();
}
const pendingToken = async (login: string, ip: string) => {
  const res = await steps.login({ login, password: DEMO_PASSWORD }, ip);
  expect(res.json().data.status).toBe('pending');
  return res.json().data.token as string;
};
const wrongCode = async (login: string) => ((await steps.freshCode(login)) === '000000' ? '111111' : '000000');
const codeStep = async (token: string, code: string, ip: string) => steps.withToken(token, 'POST', '/api/auth/double_auth', { code }, ip);
const userId = async (login: string) => (await t.db.selectFrom('staff_users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;

test(`past ${MAX_FAILED_CODES_PER_DAY} failed codes in a day, every code of the account is refused (429), even the right one, from anywhere`, async () => {
  // Two hours ago, from many networks; then the owner signed in: a success gives no new day.
  await failuresOf('planner', MAX_FAILED_CODES_PER_DAY - 1, 2 * 3600_000);
  await t.db.insertInto('login_attempts').values({ login: 'planner', ip: '10.49.0.1', network: '10.49.0.1', kind: 'code', outcome: 'success', at: new Date(Date.now() - 3600_000) }).execute();

  const token = await pendingToken('planner', '10.51.0.1');
  expect((await codeStep(token, await wrongCode('planner'), '10.51.0.1')).statusCode).toBe(400);
  const refused = await codeStep(token, await steps.freshCode('planner'), '10.51.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/Too many wrong codes for this account today/) });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3600);
  expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

  const elsewhere = await pendingToken('planner', '2001:db8:51::1');
  expect((await codeStep(elsewhere, await steps.freshCode('planner'), '2001:db8:51::1')).statusCode).toBe(429);

  // The day passes for those failures: the right code works again.
  await t.db.updateTable('login_attempts').set({ at: new Date(Date.now() - 25 * 3600_000) }).where('login', '=', 'planner').where('outcome', '=', 'failure').execute();
  expect((await codeStep(elsewhere, await steps.freshCode('planner'), '2001:db8:51::1')).statusCode).toBe(200);
});

test('past the cap, a trusted device still signs in (it skips the code) and is told of the failed codes', async () => {
  const ip = '10.52.0.1';
  const token = await steps.fullSignIn('workers', ip);
  const trusted = await steps.withToken(token, 'POST', '/api/auth/valid_ip', {}, ip);
  const cookies = { courier_device: trusted.cookies.find((c) => c.name === 'courier_device')!.value };
  // The failures come after that sign-in's mark, whatever the clock's resolution: the mark an
  // hour back, the failures a minute back (inserted "now" minus a few ms, some could fall
  // before a mark set within those ms, and go untold).
  await t.db.updateTable('staff_users').set({ failed_codes_seen_at: new Date(Date.now() - 3600_000) }).where('login', '=', 'workers').execute();
  await failuresOf('workers', MAX_FAILED_CODES_PER_DAY, 60_000);

  const withoutDevice = await pendingToken('workers', ip);
  expect((await codeStep(withoutDevice, await steps.freshCode('workers'), ip)).statusCode).toBe(429);

  const fromDevice = await steps.login({ login: 'workers', password: DEMO_PASSWORD }, ip, cookies);
  expect(fromDevice.statusCode).toBe(200);
  expect(fromDevice.json().data).toMatchObject({ status: 'full', next: 'home', failedCodes: MAX_FAILED_CODES_PER_DAY });
  expect((await steps.withToken(fromDevice.json().data.token, 'GET', '/api/users/getMe', undefined, ip)).statusCode).toBe(200);
});

test('a failed code is an admin event; the next sign-in tells the owner how many failed since the last one, once', async () => {
  await steps.fullSignIn('finance', '10.53.0.1');
  const attacker = await pendingToken('finance', '10.54.0.1');
  for (let i = 0; i < 2; i++) expect((await codeStep(attacker, await wrongCode('finance'), '10.54.0.1')).statusCode).toBe(400);

  const events = await t.db
    .selectFrom('admin_events')
    .select(['user_id', 'target_type', 'target_id', 'summary'])
    .where('action', '=', 'auth.code_failed')
    .where('target_id', '=', String(await userId('finance')))
    .execute();
  expect(events).toHaveLength(2);
  expect(events[0]).toMatchObject({ user_id: await userId('finance'), target_type: 'staff_user', summary: 'Wrong or expired code from 10.54.0.1' });

  const owner = await pendingToken('finance', '10.53.0.1');
  const signedIn = await codeStep(owner, await steps.freshCode('finance'), '10.53.0.1');
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.json().data.failedCodes).toBe(2);

  // Told once: the sign-in after that has nothing to tell.
  const again = await codeStep(await pendingToken('finance', '10.53.0.1'), await steps.freshCode('finance'), '10.53.0.1');
  expect(again.json().data.failedCodes).toBe(0);
  // A pending session (password only) is told nothing.
  expect((await steps.login({ login: 'finance', password: DEMO_PASSWORD }, '10.55.0.1')).json().data).not.toHaveProperty('failedCodes');
});
