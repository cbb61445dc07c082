import { createCipheriv, randomBytes } from 'node:crypto';
import { openSecret, sealSecret } from '../../src/auth/secretBox';
import { checkSecretKey, rotateSecretKey } from '../../src/auth/secretKeyCheck';
import { DEMO_TOTP_SECRET, newTotpSecret } from '../../src/auth/totp';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import { buildApp } from '../../src/app';
import { buildTestApp, testConfig, type TestApp } from '../helpers/testApp';
import { signInSteps, type SignInSteps } from '../routes/auth/helpers';

/**
 * TOTP secrets at rest: each sealed bound to its user (a copy in another row does not open),
 * a key check value in the database that the start verifies, old-form secrets re-sealed once,
 * an unopenable secret answered as "second step unavailable" (never a 500, never a failed
 * attempt of the user's), and the key rotated in one transaction.
 */
let t: TestApp;
let steps: SignInSteps;
/** What the app logged at error level (the faults an operator sees). */
const logged: { msg: string; login?: string; err?: { message?: string } }[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
  steps = signInSteps(t);
});
afterAll(() => t.close());

const OTHER_KEY = Buffer.alloc(32, 9);
const idOf = async (login: string) => (await t.db.selectFrom('staff_users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
const storedOf = async (login: string) => (await t.db.selectFrom('staff_users').select('totp_secret').where('login', '=', login).executeTakeFirstOrThrow()).totp_secret!;
const setStored = (login: string, totp_secret: string) => t.db.updateTable('staff_users').set({ totp_secret, totp_last_step: null }).where('login', '=', login).execute();
const codeFailures = async (login: string) =>
  (await t.db.selectFrom('login_attempts').select('outcome').where('login', '=', login).where('kind', '=', 'code').where('outcome', '!=', 'success').execute()).length;

/** The form secrets had before they were bound to their user: `v1.` sealed without associated data. */
function sealV1(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
}

async function pendingToken(login: string): Promise<string> {
  const res = await steps.login({ login, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.status).toBe('pending');
  return res.json().data.token;
}

/** The second step of `login` with a code of `secret`. */
async function secondStep(login: string, secret: string) {
  return steps.withToken(await pendingToken(login), 'POST', '/api/auth/double_auth', { code: await steps.freshCode(login, secret) });
}

describe('a sealed secret is bound to its user', () => {
  test('sealed with the user id as associated data: opens for that user only, and not with another key', async () => {
    const sealed = sealSecret(DEMO_TOTP_SECRET, t.config.totpKey, 12);
    expect(sealed).toMatch(/^v2\./);
    expect(sealed).not.toContain(DEMO_TOTP_SECRET);
    expect(sealSecret(DEMO_TOTP_SECRET, t.config.totpKey, 12)).not.toBe(sealed);
    expect(openSecret(sealed, t.config.totpKey, 12)).toBe(DEMO_TOTP_SECRET);
    expect(() => openSecret(sealed, t.config.totpKey, 13)).toThrow();
    expect(() => openSecret(sealed, OTHER_KEY, 12)).toThrow();
  });

  test('the demo accounts are seeded with their secrets bound to them', async () => {
    for (const login of ['admin', 'finance', 'planner']) {
      expect(openSecret(await storedOf(login), t.config.totpKey, await idOf(login))).toBe(DEMO_TOTP_SECRET);
    }
  });

  test("A's sealed secret copied to B's row: B cannot sign in with A's codes (503, not a 500), A still can", async () => {
    const aSecret = newTotpSecret();
    await setStored('clients', sealSecret(aSecret, t.config.totpKey, await idOf('clients')));
    const bBefore = await storedOf('retrib');
    await setStored('retrib', await storedOf('clients'));
    try {
      const b = await secondStep('retrib', aSecret);
      expect(b.statusCode).toBe(503);
      expect(b.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/second step unavailable/i) });
      expect(b.json().data).toBeUndefined();
      expect(await codeFailures('retrib')).toBe(0);
      const a = await secondStep('clients', aSecret);
      expect(a.statusCode).toBe(200);
      expect(a.json().data.status).toBe('full');
    } finally {
      await setStored('retrib', bBefore);
      await setStored('clients', sealSecret(DEMO_TOTP_SECRET, t.config.totpKey, await idOf('clients')));
    }
  });
});

describe('an unopenable secret at sign-in', () => {
  test('is "second step unavailable" (503), logged, never a 500 nor a failed attempt, however often tried', async () => {
    await setStored('workers', sealSecret(DEMO_TOTP_SECRET, OTHER_KEY, await idOf('workers')));
    try {
      // More tries than the per-login limits allow failures: none of them counts.
      for (let i = 0; i < t.config.rateLimit.failuresPerLoginIp + 2; i++) {
        const res = await secondStep('workers', DEMO_TOTP_SECRET);
        expect(res.statusCode).toBe(503);
        expect(res.json().error.message).toMatch(/second step unavailable/i);
      }
      expect(await codeFailures('workers')).toBe(0);
      const faults = logged.filter((l) => l.login === 'workers');
      expect(faults).toHaveLength(t.config.rateLimit.failuresPerLoginIp + 2);
      expect(faults[0].msg).toMatch(/TOTP secret does not open with the configured key/);
      expect(logged.some((l) => l.msg === 'request failed')).toBe(false);
    } finally {
      await setStored('workers', sealSecret(DEMO_TOTP_SECRET, t.config.totpKey, await idOf('workers')));
    }
    expect((await secondStep('workers', DEMO_TOTP_SECRET)).statusCode).toBe(200);
  });

  test('the step-up of a signed-in user is refused the same way', async () => {
    const token = await steps.fullSignIn('finance');
    await setStored('finance', sealSecret(DEMO_TOTP_SECRET, OTHER_KEY, await idOf('finance')));
    try {
      const res = await steps.withToken(token, 'POST', '/api/auth/stepUp', { code: await steps.freshCode('finance') });
      expect(res.statusCode).toBe(503);
      expect(await codeFailures('finance')).toBe(0);
    } finally {
      await setStored('finance', sealSecret(DEMO_TOTP_SECRET, t.config.totpKey, await idOf('finance')));
    }
  });
});

describe('the key check value', () => {
  afterEach(async () => {
    await t.db.deleteFrom('totp_key_check').execute();
  });

  test('is written by the first start, then opens with that key only', async () => {
    expect(await t.db.selectFrom('totp_key_check').selectAll().execute()).toEqual([]);
    expect(await checkSecretKey(t.db, t.config.totpKey)).toEqual({ created: true, resealed: 0 });
    const row = await t.db.selectFrom('totp_key_check').select('sealed').executeTakeFirstOrThrow();
    expect(row.sealed).toMatch(/^v2\./);
    expect(await checkSecretKey(t.db, t.config.totpKey)).toEqual({ created: false, resealed: 0 });
    await expect(checkSecretKey(t.db, OTHER_KEY, 'TOTP_ENCRYPTION_KEY')).rejects.toThrow(/^TOTP_ENCRYPTION_KEY does not open this database's TOTP secrets/);
  });

  test('a first start whose key does not open the stored secrets is refused and writes nothing', async () => {
    await expect(checkSecretKey(t.db, OTHER_KEY, '/somewhere/totp.key')).rejects.toThrow(/^The key from \/somewhere\/totp.key \(TOTP_ENCRYPTION_KEY is unset\) does not open the TOTP secrets of \d+ of \d+ accounts \(admin, /);
    expect(await t.db.selectFrom('totp_key_check').selectAll().execute()).toEqual([]);
  });

  test('the first start re-seals old-form secrets bound to their user, in one go; afterwards old forms are refused', async () => {
    const chatBefore = await storedOf('chat');
    await setStored('chat', sealV1(DEMO_TOTP_SECRET, t.config.totpKey));
    await setStored('noroles', DEMO_TOTP_SECRET);
    try {
      expect(await checkSecretKey(t.db, t.config.totpKey)).toEqual({ created: true, resealed: 2 });
      for (const login of ['chat', 'noroles']) {
        const stored = await storedOf(login);
        expect(stored).toMatch(/^v2\./);
        expect(openSecret(stored, t.config.totpKey, await idOf(login))).toBe(DEMO_TOTP_SECRET);
      }
      expect((await secondStep('chat', DEMO_TOTP_SECRET)).statusCode).toBe(200);
      // Once checked, an old form (say, restored from an old backup into a row) is not upgraded nor read.
      await setStored('chat', sealV1(DEMO_TOTP_SECRET, t.config.totpKey));
      expect(await checkSecretKey(t.db, t.config.totpKey)).toEqual({ created: false, resealed: 0 });
      expect((await secondStep('chat', DEMO_TOTP_SECRET)).statusCode).toBe(503);
    } finally {
      await setStored('chat', chatBefore);
      await setStored('noroles', sealSecret(DEMO_TOTP_SECRET, t.config.totpKey, await idOf('noroles')));
    }
  });

  test('old-form secrets under another key: the first start is refused and nothing is re-sealed', async () => {
    const chatBefore = await storedOf('chat');
    const v1 = sealV1(DEMO_TOTP_SECRET, OTHER_KEY);
    await setStored('chat', v1);
    try {
      await expect(checkSecretKey(t.db, t.config.totpKey)).rejects.toThrow(/does not open the TOTP secrets of 1 of \d+ accounts \(chat\)/);
      expect(await storedOf('chat')).toBe(v1);
      expect(await t.db.selectFrom('totp_key_check').selectAll().execute()).toEqual([]);
    } finally {
      await setStored('chat', chatBefore);
    }
  });
});

describe('rotate-totp-key', () => {
  test('re-seals every secret and the check value: the new key signs users in, the old one is refused at start', async () => {
    const oldKey = t.config.totpKey;
    const newKey = randomBytes(32);
    const before = await t.db.selectFrom('staff_users').select(['id', 'totp_secret']).where('totp_secret', 'is not', null).execute();
    // A second server on the same database, started with the new key.
    const rotated = await buildApp({ config: testConfig({ totpKey: newKey }), db: t.db, dbKind: t.opened.kind, logger: false });
    try {
      expect(await rotateSecretKey(t.db, oldKey, newKey)).toBe(before.length);
      // Rotating with a key that is not the database's changes nothing.
      await expect(rotateSecretKey(t.db, OTHER_KEY, randomBytes(32))).rejects.toThrow(/^Nothing changed: the old key does not open/);
      for (const row of await t.db.selectFrom('staff_users').select(['id', 'totp_secret']).where('totp_secret', 'is not', null).execute()) {
        expect(openSecret(row.totp_secret!, newKey, row.id)).toBeTruthy();
        expect(() => openSecret(row.totp_secret!, oldKey, row.id)).toThrow();
      }
      await expect(checkSecretKey(t.db, oldKey)).rejects.toThrow(/TOTP_ENCRYPTION_KEY/);
      expect(await checkSecretKey(t.db, newKey)).toEqual({ created: false, resealed: 0 });
      // This test app holds the old key: the second step is unavailable there, and works with the new key.
      expect((await secondStep('admin', DEMO_TOTP_SECRET)).statusCode).toBe(503);
      const other = signInSteps({ ...t, app: rotated });
      const res = await other.withToken((await other.login({ login: 'admin', password: DEMO_PASSWORD })).json().data.token, 'POST', '/api/auth/double_auth', {
        code: await steps.freshCode('admin'),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await rotated.close();
      await rotateSecretKey(t.db, newKey, oldKey);
      await t.db.deleteFrom('totp_key_check').execute();
    }
  });
});
