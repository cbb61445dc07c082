import { loadConfig, parseTrustProxy } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/** Who the client is behind a proxy, and the headers of every answer. */
describe('TRUST_PROXY', () => {
  test('takes a hop count or addresses/CIDRs, never "trust all"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    for (const all of ['true', 'yes', '*', 'all']) expect(() => parseTrustProxy(all)).toThrow(/cannot trust every address/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/not an IP address or CIDR/);
    expect(() => parseTrustProxy('office')).toThrow(/not an IP address or CIDR/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  describe('with the proxy 10.0.0.1 listed', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ trustProxy: ['10.0.0.1'] });
    });
    afterAll(() => t.close());

    const trustedIpOf = async (remoteAddress: string, forwardedFor: string) => {
      const { token } = await t.loginAs('planner', { ip: remoteAddress });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/valid_ip',
        remoteAddress,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': forwardedFor },
        payload: {},
      });
      return res.json().data.ip as string;
    };

    test('through the proxy, the client address is the forwarded one', async () => {
      expect(await trustedIpOf('10.0.0.1', '198.51.100.20')).toBe('198.51.100.20');
    });

    test('a client that is not the proxy cannot claim the office address', async () => {
      expect(await trustedIpOf('203.0.113.66', '192.0.2.10')).toBe('203.0.113.66');
    });

    test('a forged first entry is ignored: the proxy appends the real client last', async () => {
      expect(await trustedIpOf('10.0.0.1', '192.0.2.10, 198.51.100.21')).toBe('198.51.100.21');
    });

    test('over https (X-Forwarded-Proto from the proxy) the device cookie is Secure and HSTS is sent', async () => {
      const { token } = await t.loginAs('planner', { ip: '10.0.0.1' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/valid_ip',
        remoteAddress: '10.0.0.1',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.22', 'x-forwarded-proto': 'https' },
        payload: {},
      });
      expect(res.cookies.find((c) => c.name === 'courier_device')?.secure).toBe(true);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });
  });

  test('a hop count trusts that many proxies nearest to the server', async () => {
    const t = await buildTestApp({ trustProxy: 1 });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.9', headers: { 'x-forwarded-for': '192.0.2.10, 198.51.100.30' }, payload: { login: 'admin', password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(200);
      const session = await t.db.selectFrom('sessions').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(session.ip).toBe('198.51.100.30');
    } finally {
      await t.close();
    }
  });
});

describe('headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test('every answer says nosniff, no referrer, no-store, and may not be framed; plain http gets no HSTS', async () => {
    const { inject } = await t.loginAs('admin');
    for (const url of ['/api/health', '/api/users/getMe', '/api/nothing', '/api/outbox/getMails']) {
      const res = await inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('CORS allows credentials for the listed origins only', async () => {
    const ok = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('users/getUserId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test('SETTINGS gets the login; anyone else the name only', async () => {
    const admin = await t.db.selectFrom('staff_users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const settings = await t.loginAs('settings');
    const asSettings = await settings.inject({ method: 'GET', url: `/api/users/getUserId?userId=${admin.id}` });
    expect(asSettings.json().data).toEqual({ id: admin.id, login: 'admin', name: 'Alice Admin' });
    const chat = await t.loginAs('chat');
    const asChat = await chat.inject({ method: 'GET', url: `/api/users/getUserId?userId=${admin.id}` });
    expect(asChat.json().data).toEqual({ id: admin.id, name: 'Alice Admin' });
  });
});

describe('/docs', () => {
  test('served outside production; off in production unless API_DOCS=1', async () => {
    for (const [apiDocs, status] of [
      [true, 200],
      [false, 404],
    ] as const) {
      const t = await buildTestApp({ apiDocs });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(status);
      } finally {
        await t.close();
      }
    }
    // A production configuration that passes the start's checks.
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://courier@db.example/courier',
      CORS_ORIGINS: 'https://x',
      CLIENT_PORTAL_URL: 'https://clients.example',
      TOTP_ENCRYPTION_KEY: 'a'.repeat(64),
      MAIL_CAPTURE_ONLY: '1',
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
  });
});
