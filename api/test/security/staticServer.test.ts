import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest } from '../helpers/rawHttp';

/**
 * The static server of the built apps (scripts/serve-static.mjs), run as a deployment runs it
 * and asked over a real socket, with request lines written byte for byte (a client library
 * would normalise `..`, backslashes and escapes before sending them).
 */
const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'serve-static.mjs');
const SECRET = 'TOP-SECRET-OUTSIDE-THE-FOLDER';
const INDEX = '<!doctype html><title>portal</title>';
const SIGNIN = '<!doctype html><title>sign in</title>';

interface Served {
  port: number;
  stderr: () => string;
  child: ChildProcess;
}

// root/site is served; root/secret.txt, root/outside/ and root/site-other/ are not.
const root = mkdtempSync(join(tmpdir(), 'courier-static-'));
const site = join(root, 'site');
const servers: Served[] = [];

/** Starts serve-static.mjs on a free loopback port; resolves once it prints its address. */
function serve(nodeEnv: string, ...flags: string[]): Promise<Served> {
  return serveFolder(site, nodeEnv, ...flags);
}

function serveFolder(folder: string, nodeEnv: string, ...flags: string[]): Promise<Served> {
  const child = spawn(process.execPath, [SCRIPT, folder, '0', ...flags], {
    env: { ...process.env, NODE_ENV: nodeEnv, HOST: '127.0.0.1', TRUST_PROXY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const match = /localhost:(\d+)/.exec(out);
      if (match) {
        const served = { port: Number(match[1]), stderr: () => err, child };
        servers.push(served);
        resolve(served);
      }
    });
    child.on('exit', (code) => reject(new Error(`serve-static exited with ${code}: ${err}`)));
  });
}

let production: Served;
let productionSpa: Served;
let development: Served;
let deployed: Served;

beforeAll(async () => {
  mkdirSync(join(site, 'assets'), { recursive: true });
  mkdirSync(join(site, '.git'));
  mkdirSync(join(root, 'outside'));
  mkdirSync(join(root, 'site-other'));
  writeFileSync(join(site, 'index.html'), INDEX);
  writeFileSync(
    join(site, 'assets', 'app.0123abcd.js'),
    'console.log(1);\n//# sourceMappingURL=app.0123abcd.js.map\n',
  );
  writeFileSync(join(site, 'assets', 'app.0123abcd.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(site, 'remotes.json'), '{}');
  writeFileSync(join(site, 'signin.html'), SIGNIN);
  writeFileSync(join(site, 'pages.json'), JSON.stringify({ 'signin.html': ['/login', '/login/code'] }));
  writeFileSync(join(site, '.env'), `DB_PASSWORD=${SECRET}`);
  writeFileSync(join(site, '.git', 'config'), SECRET);
  writeFileSync(join(site, 'assets', '.hidden.js'), SECRET);
  writeFileSync(join(site, 'inside.txt'), 'inside');
  writeFileSync(join(root, 'secret.txt'), SECRET);
  writeFileSync(join(root, 'outside', 'secret.txt'), SECRET);
  writeFileSync(join(root, 'site-other', 'secret.txt'), SECRET);
  symlinkSync(join(root, 'secret.txt'), join(site, 'link-out.txt'));
  symlinkSync(join(root, 'outside'), join(site, 'link-dir'));
  symlinkSync(join(site, 'inside.txt'), join(site, 'link-in.txt'));
  // A link to itself: reading it fails with ELOOP, an error the server does not expect.
  symlinkSync(join(site, 'loop.js'), join(site, 'loop.js'));
  // A deployment whose folder is a link to the current release, with an overlay.
  symlinkSync(site, join(root, 'current'));
  mkdirSync(join(root, 'overlay'));
  writeFileSync(join(root, 'overlay', 'remotes.json'), '{"mfe_x":"https://x.example/mf-manifest.json"}');
  [production, productionSpa, development, deployed] = await Promise.all([
    serve('production'),
    serve('production', '--spa'),
    serve('development'),
    serveFolder(join(root, 'current'), 'production', '--spa', '--overlay', join(root, 'overlay')),
  ]);
});

afterAll(() => {
  for (const s of servers) s.child.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

const get = (s: Served, target: string) => rawRequest(s.port, 'GET', target);

/** Hostile request targets: each must get a 4xx, never a file from outside, never a dropped connection. */
const HOSTILE = [
  // bad escapes
  '/%E0%A4%A',
  '/%',
  '/%zz',
  '/%E0%A4',
  '/assets/%ff.js',
  // NUL and control characters
  '/%00',
  '/index.html%00.js',
  '/%00/../secret.txt',
  '/index%0a.html',
  // overlong paths (under the 16 KB header limit, so they reach the handler)
  `/${'a'.repeat(8000)}`,
  '/..%2f'.repeat(2500),
  `/${'x'.repeat(300)}.js`,
  // `..` in every encoding
  '/../secret.txt',
  '/../../../../../../../../etc/passwd',
  '/assets/../../secret.txt',
  '/./../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/%2e%2E/outside/secret.txt',
  '/.%2e/secret.txt',
  '/%2e./secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/..%2fsecret.txt',
  '/..%2Fsite-other%2Fsecret.txt',
  '/%2e/%2e%2e/secret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..%252fsecret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%ae%c0%ae%c0%afsecret.txt',
  '/%C0%AE%C0%AE%C0%AFsecret.txt',
  '/%e0%80%ae%e0%80%ae/secret.txt',
  '/..%c0%afsecret.txt',
  '/..%c1%9csecret.txt',
  '/..;/secret.txt',
  '/....//secret.txt',
  // backslashes, raw and encoded
  '/..\\secret.txt',
  '/\\..\\..\\secret.txt',
  '/..%5csecret.txt',
  '/..%5Csecret.txt',
  '/%5c..%5csecret.txt',
  '/%2e%2e%5csecret.txt',
  '/assets\\..\\..\\secret.txt',
  '/\\\\server\\share\\secret.txt',
  // absolute paths
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/%2F%2Fetc%2Fpasswd',
  `/${encodeURIComponent(join(root, 'secret.txt'))}`,
  `/${join(root, 'secret.txt')}`,
  '/C:/Windows/win.ini',
  '/C:%5cWindows%5cwin.ini',
  'secret.txt',
  '*',
  'http://127.0.0.1/..%2fsecret.txt',
  // dotfiles, symbolic links out of the folder, a look-alike sibling folder
  '/.env',
  '/%2eenv',
  '/.git/config',
  '/.git/',
  '/assets/.hidden.js',
  '/link-out.txt',
  '/link-dir/secret.txt',
  '/../site-other/secret.txt',
];

async function expectHostileRefused(s: Served) {
  const answers = await Promise.all(
    HOSTILE.map((target) =>
      get(s, target).catch((error: Error) => ({ status: 0, headers: {}, body: String(error) })),
    ),
  );
  answers.forEach((answer, i) => {
    const target = HOSTILE[i].length > 60 ? `${HOSTILE[i].slice(0, 60)}…` : HOSTILE[i];
    expect({ target, status: answer.status >= 400 && answer.status < 500 }).toEqual({ target, status: true });
    expect(answer.body).not.toContain(SECRET);
  });
}

describe('serve-static.mjs against hostile paths', () => {
  test('a malformed path is a 400, not a crash (a truncated escape used to end the process)', async () => {
    const answer = await get(production, '/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(production, '/index.html')).status).toBe(200);
  });

  test('in production, every hostile path gets a 4xx and the portal is still served afterwards', async () => {
    await expectHostileRefused(production);
    const index = await get(production, '/index.html');
    expect(index.status).toBe(200);
    expect(index.body).toBe(INDEX);
    expect(production.child.exitCode).toBeNull();
  });

  test('in development too', async () => {
    await expectHostileRefused(development);
    expect((await get(development, '/')).body).toBe(INDEX);
    expect(development.child.exitCode).toBeNull();
  });

  test('with the SPA fallback, a dotfile or a source map is not answered with the page', async () => {
    for (const target of [
      '/.env',
      '/.git/config',
      '/assets/.hidden.js',
      '/assets/app.0123abcd.js.map',
      '/%E0%A4%A',
    ]) {
      const answer = await get(productionSpa, target);
      expect({ target, status: answer.status >= 400 && answer.status < 500 }).toEqual({
        target,
        status: true,
      });
      expect(answer.body).not.toContain(SECRET);
    }
    // Unknown routes still get the portal's page.
    const route = await get(productionSpa, '/workers/12');
    expect(route.status).toBe(200);
    expect(route.body).toBe(INDEX);
    expect(route.headers['content-security-policy']).toContain("default-src 'self'");
    // The paths pages.json gives the sign-in page get it, with or without a trailing slash.
    for (const target of ['/login', '/login/', '/login/code']) {
      expect((await get(productionSpa, target)).body).toBe(SIGNIN);
    }
  });

  test('an unexpected error is a logged 500 and the server stays up', async () => {
    const answer = await get(production, '/loop.js');
    expect(answer.status).toBe(500);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).not.toContain('ELOOP');
    expect(production.stderr()).toMatch(/loop\.js.*ELOOP|ELOOP.*loop\.js/s);
    expect((await get(production, '/index.html')).status).toBe(200);
  });

  test('garbage on the socket and clients that hang up do not stop the server', async () => {
    const garbage = await new Promise<string>((resolve, reject) => {
      const socket = connect(production.port, '127.0.0.1');
      let text = '';
      socket.on('data', (c) => (text += c.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write('NOT HTTP AT ALL\r\n\r\n');
    });
    expect(garbage).toMatch(/^HTTP\/1\.1 400/);
    // A client that sends half a request, or asks for a file and resets before reading it.
    await new Promise<void>((resolve) => {
      const half = connect(production.port, '127.0.0.1', () => {
        half.write('GET /index.ht');
        setTimeout(() => {
          half.resetAndDestroy();
          resolve();
        }, 50);
      });
    });
    await new Promise<void>((resolve) => {
      const reset = connect(production.port, '127.0.0.1', () => {
        reset.write(
          `GET /${'a'.repeat(100)}/../index.html HTTP/1.1\r\nHost: x\r\n\r\nGET /index.html HTTP/1.1\r\nHost: x\r\n\r\n`,
        );
        reset.once('data', () => {
          reset.resetAndDestroy();
          resolve();
        });
      });
    });
    await new Promise((r) => setTimeout(r, 100));
    expect((await get(production, '/index.html')).status).toBe(200);
    expect(production.child.exitCode).toBeNull();
  });
});

describe('serve-static.mjs: source maps, dotfiles, symbolic links', () => {
  test('in production: no source map, no dotfile, no link out of the folder; links inside are followed', async () => {
    expect((await get(production, '/assets/app.0123abcd.js')).status).toBe(200);
    expect((await get(production, '/assets/app.0123abcd.js.map')).status).toBe(404);
    expect((await get(production, '/.env')).status).toBe(404);
    expect((await get(production, '/.git/config')).status).toBe(404);
    expect((await get(production, '/assets/.hidden.js')).status).toBe(404);
    expect((await get(production, '/link-out.txt')).status).toBe(404);
    expect((await get(production, '/link-dir/secret.txt')).status).toBe(404);
    const inside = await get(production, '/link-in.txt');
    expect(inside.status).toBe(200);
    expect(inside.body).toBe('inside');
  });

  test('in development: source maps are served; dotfiles and links out are still refused', async () => {
    const map = await get(development, '/assets/app.0123abcd.js.map');
    expect(map.status).toBe(200);
    expect(map.headers['content-type']).toContain('application/json');
    expect((await get(development, '/.env')).status).toBe(404);
    expect((await get(development, '/link-out.txt')).status).toBe(404);
    expect((await get(development, '/link-dir/secret.txt')).status).toBe(404);
    expect((await get(development, '/link-in.txt')).body).toBe('inside');
  });

  test('the existing headers are unchanged: caching, nosniff, the page policy, CORS', async () => {
    const hashed = await get(production, '/assets/app.0123abcd.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers['access-control-allow-origin']).toBe('*');
    const remotes = await get(production, '/remotes.json');
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.body).toBe('{}');
    const page = await get(production, '/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const head = await rawRequest(production.port, 'HEAD', '/index.html');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(INDEX.length));
    expect(head.body).toBe('');
  });

  test('a folder that is itself a link (the current release) is served, with its overlay', async () => {
    const page = await get(deployed, '/');
    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://x.example");
    expect((await get(deployed, '/remotes.json')).body).toContain('https://x.example');
    expect((await get(deployed, '/link-in.txt')).body).toBe('inside');
    expect((await get(deployed, '/link-out.txt')).status).toBe(404);
  });
});
