import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, mountedAreas, nav, test } from '../support/fixtures';
import { apiUrl, appUrl, apps, portalUrl, root } from '../support/portal';

/**
 * The static servers' security headers (scripts/serve-static.mjs, docs/security.md): nosniff and a
 * Referrer-Policy on every answer, a Content-Security-Policy on the portal's pages computed
 * from the remotes.json and config.json they serve, HSTS only over https. The portal must
 * work under that policy: no violation while signing in and opening every area.
 */

const remoteOrigins = apps.filter((a) => a.name !== 'shell').map((a) => appUrl(a.name));
const apiOrigin = new URL(apiUrl).origin;

/** `default-src 'self'; script-src ...` -> { 'default-src': ["'self'"], ... } */
function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Every CSP violation the page reports: console errors and securitypolicyviolation events. */
async function watchPolicyViolations(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      seen.push(`console ${message.type()}: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      void report(`event: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return seen;
}

/** The page's document answers (the first load and any later full page load). */
function documentAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.url().startsWith(portalUrl))
      answers.push(response);
  });
  return answers;
}

function expectBaseHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Plain http here: never HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

function expectPortalPolicy(policy: string | undefined) {
  const csp = directives(policy);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'", ...remoteOrigins]);
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', apiOrigin]);
  expect(csp['font-src']).toEqual(["'self'", 'data:']);
  expect(csp['connect-src']).toEqual(["'self'", apiOrigin, apiOrigin.replace(/^http/, 'ws'), ...remoteOrigins]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
}

test('the sign-in page: headers, a policy naming the remotes and the API, and no violation', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  const answer = await page.goto('/login');
  const headers = answer!.headers();
  expect(headers['content-type']).toMatch(/^text\/html/);
  expectBaseHeaders(headers);
  expectPortalPolicy(headers['content-security-policy']);

  // Typing loads the API client (a chunk of the sign-in page), the page prefetches the
  // portal's files, and a refused sign-in is a call to the API and its answer parsed.
  await page.getByLabel('Login').fill('csp-check');
  await page.getByLabel('Password').fill('not-a-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/login or password/i);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the portal after sign-in opens every area under its policy, without a violation', async ({
  page,
  signIn,
}) => {
  const violations = await watchPolicyViolations(page);
  const documents = documentAnswers(page);
  await signIn('admin', '/workers');
  await expect(page.getByRole('main').getByText(/workers shown/)).toBeVisible();
  for (const [label, path] of [
    ['Véhicules', '/vehicles'],
    ['Rétributions', '/retrib'],
    ['Client', '/clients'],
    ['Planning', '/planning'],
    ['Finance', '/finance/recovery'],
    ['Settings', '/settings'],
    ['Chat', '/chat'],
    ['Coursiers', '/workers'],
  ]) {
    await nav(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(mountedAreas(page)).toHaveCount(1);
  }
  // A worker's page: its photo and chart are data:/blob: images or inline SVG.
  await page
    .getByRole('main')
    .getByRole('link', { name: /^[A-Z]{3}-\d{4}$/ })
    .first()
    .click();
  await expect(page.getByTestId('worker-short-code')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(documents.length).toBeGreaterThan(0);
  for (const answer of documents) {
    const headers = answer.headers();
    expect(headers['content-type']).toMatch(/^text\/html/);
    expectBaseHeaders(headers);
    expectPortalPolicy(headers['content-security-policy']);
  }
  expect(violations).toEqual([]);
});

test("every answer of the shell's and the remotes' servers has nosniff and a Referrer-Policy", async ({
  request,
}) => {
  const urls = [
    `${portalUrl}/remotes.json`,
    `${portalUrl}/config.json`,
    `${portalUrl}/main.js`,
    `${portalUrl}/no-such-file.js`,
    ...remoteOrigins.flatMap((origin) => [`${origin}/mf-manifest.json`, `${origin}/remoteEntry.js`]),
  ];
  for (const url of urls) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(url.includes('no-such-file') ? 404 : 200);
    expectBaseHeaders(answer.headers());
    // Only the pages carry a policy.
    expect(answer.headers()['content-security-policy'], url).toBeUndefined();
  }
  // A forwarded "https" from a proxy that is not trusted changes nothing.
  const forwarded = await request.get(`${portalUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(forwarded.headers()['strict-transport-security']).toBeUndefined();
});

/** A static server of the shell's build on a free port, with an overlay folder; stopped by `stop()`. */
async function startShellServer(env: NodeJS.ProcessEnv, overlay: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'scripts', 'serve-static.mjs'),
      join(root, 'shell', 'dist'),
      '0',
      '--spa',
      '--overlay',
      overlay,
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /on (http:\/\/localhost:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
  });
  return { origin, stop: () => child.kill('SIGTERM') };
}

test('HSTS only over https from a trusted proxy; the policy follows a redeployed remotes.json and config.json', async ({
  request,
}) => {
  const overlay = mkdtempSync(join(tmpdir(), 'courier-csp-'));
  const write = (remotes: Record<string, string>, apiHost: string) => {
    writeFileSync(join(overlay, 'remotes.json'), JSON.stringify(remotes));
    writeFileSync(join(overlay, 'config.json'), JSON.stringify({ apiHost, apiBasePath: '' }));
  };
  write({ mfe_workers: 'https://workers.example/mf-manifest.json' }, 'https://api.example');
  const server = await startShellServer({ TRUST_PROXY: '1' }, overlay);
  try {
    const overHttps = await request.get(`${server.origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await request.get(`${server.origin}/`);
    expect(plain.headers()['strict-transport-security']).toBeUndefined();

    let csp = directives(plain.headers()['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://workers.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example', 'wss://api.example', 'https://workers.example']);

    // A redeployment moves the remote and the API: the next page load is allowed to follow.
    write(
      { mfe_workers: 'https://cdn.example/workers/mf-manifest.json', mfe_chat: '/chat/mf-manifest.json' },
      'https://api2.example:8443',
    );
    csp = directives((await request.get(`${server.origin}/login`)).headers()['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api2.example:8443']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api2.example:8443', 'wss://api2.example:8443', 'https://cdn.example']);
  } finally {
    server.stop();
    rmSync(overlay, { recursive: true, force: true });
  }
});
