import { readFileSync, statSync } from 'node:fs';
import { generate } from 'otplib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * The portal as operators run it, started by scripts/nginx-e2e.mjs: nginx with
 * deploy/nginx.conf serves the shell and each area from its build folder and proxies /api and
 * the chat socket to two API processes (node api/dist/server.js) on one PostgreSQL database.
 * A staff member signs in and opens each area; a chat message sent in one browser context
 * arrives live in another while each context is served by a different API process (the cookie
 * `courier_api_process` pins a context to one process: deploy/nginx.conf).
 */

const base = process.env.COURIER_URL ?? 'http://localhost:8080';
const accessLog = process.env.NGINX_ACCESS_LOG;
const TOKEN_KEY = 'courier.session.token';
const PASSWORD = 'courier-demo-2026';
const SECRET = 'MNXXK4TJMVZC24DPOJ2GC3BNMRSW23ZB';

/** Pins a browser context to one API process (nginx's map on the cookie). */
async function pin(context: BrowserContext, process: 'a' | 'b') {
  await context.addCookies([{ name: 'courier_api_process', value: process, url: base }]);
}

async function api<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown, process?: 'a' | 'b') {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(process ? { cookie: `courier_api_process=${process}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json().catch(() => ({}))) as { data: T; error?: { message: string } };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${json.error?.message}`);
  return json.data;
}

/** A full session through the API (password, then a TOTP code of the next period: codes work once). */
async function apiSignIn(login: string, process: 'a' | 'b'): Promise<string> {
  const started = await api<{ status: string; token: string }>('POST', 'auth/login', null, { login, password: PASSWORD, userIp: '127.0.0.1' }, process);
  if (started.status === 'full') return started.token;
  const code = await generate({ secret: SECRET, epoch: Math.floor(Date.now() / 1000) + 30 });
  return (await api<{ token: string }>('POST', 'auth/double_auth', started.token, { code }, process)).token;
}

const AREAS: { path: string; area: RegExp; heading: string | RegExp }[] = [
  { path: '/workers', area: /workers/, heading: 'Coursiers' },
  { path: '/clients', area: /clients/, heading: 'Clients' },
  { path: '/planning', area: /planning/, heading: 'Planning' },
  { path: '/finance/recovery', area: /finance/, heading: 'Finance recovery' },
  { path: '/settings', area: /settings/, heading: /.+/ },
  { path: '/chat', area: /chat/, heading: /.+/ },
];

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('through nginx: sign in, open each area, a chat message crosses from one API process to the other', async ({ browser }) => {
  test.setTimeout(180_000);
  // Only this test's lines of nginx's access log count (the script's load came before).
  const logFrom = accessLog ? statSync(accessLog).size : 0;
  // admin, pinned to process a, signs in on the sign-in pages (served by nginx as signin.html).
  const contextA = await browser.newContext({ baseURL: base });
  await pin(contextA, 'a');
  const a = await contextA.newPage();
  await a.goto('/clients');
  await expect(a).toHaveURL(/\/login/);
  await a.getByLabel('Login').fill('admin');
  await a.getByLabel('Password').fill(PASSWORD);
  await a.getByRole('button', { name: 'Sign in' }).click();
  await a.getByLabel('Code').fill(await generate({ secret: SECRET }));
  await a.getByRole('button', { name: 'Confirm' }).click();
  await expect(a).toHaveURL(`${base}/clients`);
  await expect(a.getByRole('main').getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  // Each area: its remote loaded from its own nginx origin, mounted, its page shown.
  for (const { path, area, heading } of AREAS) {
    await a.goto(path);
    const mounted = a.locator('#portal-areas [data-area]:not(:empty)');
    await expect(mounted).toHaveCount(1);
    await expect(mounted).toHaveAttribute('data-area', area);
    await expect(a.getByRole('main').getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  }

  // chat, pinned to process b, makes a room with admin in it; both open it.
  const chatToken = await apiSignIn('chat', 'b');
  const adminToken = await a.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  const admin = await api<{ id: number }>('GET', 'users/getMe', adminToken, undefined, 'a');
  const clients = await api<{ id: number; name: string; roomId: number | null }[]>('GET', 'chat/getClientsLight', chatToken, undefined, 'b');
  const free = clients.filter((c) => c.roomId === null);
  expect(free.length).toBeGreaterThan(0);
  const client = free[Math.floor(Math.random() * free.length)]!;
  const room = await api<{ id: number; name: string }>('POST', 'chat/addRoom', chatToken, { clientId: client.id, name: `Prod ${Date.now().toString(36)}`, memberIds: [admin.id] }, 'b');

  const contextB = await browser.newContext({ baseURL: base });
  await pin(contextB, 'b');
  const b = await contextB.newPage();
  await b.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [TOKEN_KEY, chatToken] as const);
  await b.goto(`/chat?room=${room.id}`);
  await expect(b.getByRole('heading', { level: 2, name: room.name })).toBeVisible();
  await expect(b.getByText('Live', { exact: true })).toBeVisible();
  await a.goto(`/chat?room=${room.id}`);
  await expect(a.getByRole('heading', { level: 2, name: room.name })).toBeVisible();
  await expect(a.getByText('Live', { exact: true })).toBeVisible();

  // b writes through process b; a, whose socket is on process a, sees it live (LISTEN/NOTIFY).
  await composer(b).fill('Bonjour depuis le processus B.');
  await composer(b).press('Enter');
  await expect(log(a).getByText('Bonjour depuis le processus B.')).toBeVisible();
  await composer(a).fill('Bien reçu sur le processus A.');
  await composer(a).press('Enter');
  await expect(log(b).getByText('Bien reçu sur le processus A.')).toBeVisible();

  await contextA.close();
  await contextB.close();

  // nginx's log shows each socket and each send on its own process (a socket is logged once closed).
  if (accessLog) {
    const upstreams = (pattern: RegExp) => {
      const lines = readFileSync(accessLog).subarray(logFrom).toString('utf8').split('\n');
      return [...new Set(lines.filter((l) => pattern.test(l)).map((l) => /upstream=(\S+)/.exec(l)?.[1]))].sort();
    };
    await expect.poll(() => upstreams(/GET \/api\/chat\/socket\S* HTTP\/1\.1" 101/)).toEqual(['127.0.0.1:4001', '127.0.0.1:4002']);
    expect(upstreams(/POST \/api\/chat\/sendMessage HTTP\/1\.1" 200/)).toEqual(['127.0.0.1:4001', '127.0.0.1:4002']);
  }
});

test('nginx serves the apps with the static server\'s headers and caching', async ({ request }) => {
  const page = await request.get(`${base}/workers`);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const signIn = await request.get(`${base}/login`);
  expect(await signIn.text()).not.toEqual(await page.text());

  for (const file of ['/remotes.json', '/config.json']) {
    const res = await request.get(`${base}${file}`);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('no-cache');
  }
  const remotes = (await (await request.get(`${base}/remotes.json`)).json()) as Record<string, string>;
  const manifestUrl = remotes.mfe_workers!;
  const manifest = await request.get(manifestUrl);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const html = await page.text();
  const hashed = /(?:src|href)="\/?([^"]+\.[0-9a-f]{8,}\.js)"/.exec(html)?.[1];
  expect(hashed).toBeTruthy();
  const chunk = await request.get(`${base}/${hashed}`);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers()['x-content-type-options']).toBe('nosniff');

  expect((await request.get(`${base}/${hashed}.map`)).status()).toBe(404);
  expect((await request.get(`${base}/.git/config`)).status()).toBe(404);
  expect((await request.get(`${base}/missing.0123abcd.js`)).status()).toBe(404);
  // The API's own paths outside /api are not reachable through the proxy.
  expect((await request.get(`${base}/metrics`)).headers()['content-type']).toContain('text/html');
});
