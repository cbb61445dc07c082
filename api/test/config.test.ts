import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_CLIENT_PORTAL_URL, loadConfig, normalizeBasePath } from '../src/config';

test('defaults: port 4000 on loopback, PGlite in <repo>/data, the portal apps as CORS origins, 60 min idle', () => {
  const c = loadConfig({});
  expect(c).toMatchObject({ port: 4000, host: '127.0.0.1', apiBasePath: '', sessionIdleMinutes: 60, databaseUrl: undefined, production: false });
  expect(c.dataDir).toMatch(/\/data$/);
  expect(c.corsOrigins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3006']));
});

test('environment overrides', () => {
  const c = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/x', API_BASE_PATH: 'portal/', CORS_ORIGINS: 'https://a.example, https://b.example', SESSION_IDLE_MINUTES: '15', DATABASE_URL: 'postgres://u@h/db' });
  expect(c).toMatchObject({ port: 4100, dataDir: '/tmp/x', apiBasePath: '/portal', corsOrigins: ['https://a.example', 'https://b.example'], sessionIdleMinutes: 15, databaseUrl: 'postgres://u@h/db' });
});

test('bad numbers are refused', () => {
  expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
});

test.each([
  ['', ''],
  ['/', ''],
  ['/portal', '/portal'],
  ['portal', '/portal'],
  ['/a/b/', '/a/b'],
])('base path %j -> %j', (input, expected) => {
  expect(normalizeBasePath(input)).toBe(expected);
});

test('CLIENT_PORTAL_URL: where reset links lead; a local placeholder when unset (development), a bad address refused', () => {
  expect(loadConfig({})).toMatchObject({ clientPortalUrl: DEV_CLIENT_PORTAL_URL, clientPortalUrlExplicit: false });
  expect(loadConfig({ CLIENT_PORTAL_URL: ' https://clients.courier.example/portal/ ' })).toMatchObject({
    clientPortalUrl: 'https://clients.courier.example/portal',
    clientPortalUrlExplicit: true,
  });
  expect(loadConfig({ CLIENT_PORTAL_URL: 'https://clients.courier.example' }).clientPortalUrl).toBe('https://clients.courier.example');
  for (const bad of ['clients.courier.example', 'javascript:alert(1)', 'ftp://clients.example', 'https://clients.example/?a=1', 'https://u:p@clients.example'])
    expect(() => loadConfig({ CLIENT_PORTAL_URL: bad })).toThrow(/CLIENT_PORTAL_URL/);
});

describe('the development key of the TOTP secrets (TOTP_ENCRYPTION_KEY unset)', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'courier-config-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('PGlite: in its data folder, which holds the database too', () => {
    const c = loadConfig({ DATA_DIR: join(root, 'data') });
    expect(c.totpKeySource).toBe(join(root, 'data', 'totp.key'));
    expect(c.totpKey).toHaveLength(32);
    expect(existsSync(join(root, 'data', 'totp.key'))).toBe(true);
  });

  test('PostgreSQL: beside the data folder, one file per database, so deleting the PGlite folder keeps it', () => {
    const env = { DATA_DIR: join(root, 'data'), DATABASE_URL: 'postgres://u:secret@db.local:5433/courier' };
    const c = loadConfig(env);
    const file = join(root, '.keys', 'totp-db.local-5433-courier.key');
    expect(c.totpKeySource).toBe(file);
    const key = c.totpKey;
    expect(readFileSync(file, 'utf8').trim()).toBe(key.toString('base64'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(join(root, 'data'))).toBe(false);
    expect(loadConfig(env).totpKey).toEqual(key);
    // Another database on the same server has its own file.
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://u@db.local:5433/other' }).totpKeySource).toBe(join(root, '.keys', 'totp-db.local-5433-other.key'));
  });

  test('PostgreSQL: a key an older version kept in the data folder is carried over, not replaced by a new one', () => {
    const legacy = Buffer.alloc(32, 3);
    mkdirSync(join(root, 'data'));
    writeFileSync(join(root, 'data', 'totp.key'), `${legacy.toString('base64')}\n`);
    const c = loadConfig({ DATA_DIR: join(root, 'data'), DATABASE_URL: 'postgres://u@h/db' });
    expect(c.totpKey).toEqual(legacy);
    rmSync(join(root, 'data'), { recursive: true, force: true });
    expect(loadConfig({ DATA_DIR: join(root, 'data'), DATABASE_URL: 'postgres://u@h/db' }).totpKey).toEqual(legacy);
  });

  test('TOTP_ENCRYPTION_KEY wins and no file is written; production never creates one', () => {
    const c = loadConfig({ DATA_DIR: join(root, 'data'), DATABASE_URL: 'postgres://u@h/db', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) });
    expect(c.totpKeySource).toBe('TOTP_ENCRYPTION_KEY');
    expect(c.totpKey).toEqual(Buffer.alloc(32, 0xaa));
    expect(existsSync(join(root, '.keys'))).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: join(root, 'data'), DATABASE_URL: 'postgres://u@h/db' }).totpKey).toThrow(/TOTP_ENCRYPTION_KEY/);
  });
});

describe('a production start needs its own PostgreSQL server and TOTP key', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'courier-config-production-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Everything else a production start needs. */
  const rest = {
    NODE_ENV: 'production',
    CORS_ORIGINS: 'https://portal.courier.example',
    CLIENT_PORTAL_URL: 'https://clients.courier.example',
    MAIL_CAPTURE_ONLY: '1',
  };
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig({ DATA_DIR: join(root, 'data'), ...env });
    } catch (err) {
      return (err as Error).message;
    }
    return 'started';
  };

  test('without DATABASE_URL or TOTP_ENCRYPTION_KEY it refuses, naming both with the other missing settings', () => {
    // A data folder a development run left behind, with its PGlite key file: used by nothing in production.
    mkdirSync(join(root, 'data'));
    writeFileSync(join(root, 'data', 'totp.key'), `${Buffer.alloc(32, 1).toString('base64')}\n`);
    const none = refusal({ NODE_ENV: 'production' });
    expect(none).toMatch(/^Refusing to start, the configuration is not valid:\n- /);
    for (const named of ['DATABASE_URL is not set', 'TOTP_ENCRYPTION_KEY is not set', 'CORS_ORIGINS', 'CLIENT_PORTAL_URL', 'SMTP_URL'])
      expect({ named, found: none.includes(named) }).toEqual({ named, found: true });

    expect(refusal({ ...rest, TOTP_ENCRYPTION_KEY: 'a'.repeat(64) })).toMatch(/^Refusing to start.*\n- DATABASE_URL is not set: production runs on PostgreSQL[^\n]*$/);
    const noKey = refusal({ ...rest, DATABASE_URL: 'postgres://courier@db.courier.example/courier' });
    expect(noKey).toMatch(/^Refusing to start.*\n- TOTP_ENCRYPTION_KEY is not set[^\n]*$/);
    // A PostgreSQL database's development key file is not read in production either.
    mkdirSync(join(root, '.keys'));
    writeFileSync(join(root, '.keys', 'totp-db.courier.example-5432-courier.key'), `${Buffer.alloc(32, 2).toString('base64')}\n`);
    expect(refusal({ ...rest, DATABASE_URL: 'postgres://courier@db.courier.example/courier' })).toBe(noKey);

    const c = loadConfig({ DATA_DIR: join(root, 'data'), ...rest, DATABASE_URL: 'postgres://courier@db.courier.example/courier', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) });
    expect(c).toMatchObject({ production: true, databaseUrl: 'postgres://courier@db.courier.example/courier', totpKeySource: 'TOTP_ENCRYPTION_KEY' });
    expect(c.totpKey).toEqual(Buffer.alloc(32, 0xaa));
  });

  test('outside production PGlite and the development key file stay the defaults', () => {
    const c = loadConfig({ DATA_DIR: join(root, 'data') });
    expect(c).toMatchObject({ production: false, databaseUrl: undefined, totpKeySource: join(root, 'data', 'totp.key') });
  });
});
