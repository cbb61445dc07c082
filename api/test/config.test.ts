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
