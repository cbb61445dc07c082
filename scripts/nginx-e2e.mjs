#!/usr/bin/env node
// The production path, for real: nginx with deploy/nginx.conf in front of two API
// processes (`node api/dist/server.js`) on one PostgreSQL database.
//   DATABASE_URL=postgres://…/postgres node scripts/nginx-e2e.mjs
// 1. installs Debian's nginx when it is missing (apt-get; run as root, as .ci/run is);
// 2. builds nothing: reuses api/dist and every app's dist/ of the test run (`pnpm build` or
//    `npm test`), and stops with a clear message when one is missing;
// 3. makes its own database on the server of DATABASE_URL (dropped at the end), migrates it
//    and seeds the small demo data with `node api/dist/cli.js`;
// 4. starts the API processes on 127.0.0.1:4001 and :4002 and nginx with deploy/nginx.conf (its
//    paths /srv/courier, /etc/courier, /var/log/courier and /run/courier replaced by this
//    checkout and a temporary folder; ports as written: 8080 for the shell and /api, 8081-8086
//    for the areas);
// 5. the rolling restart (item 4): under a load of reads and writes through nginx (chat
//    messages, client comments) and a chat socket that reconnects as the page does, each API
//    process in turn gets SIGTERM, must exit 0 within 10 s, and is started again; then every
//    acknowledged write must be in the database and every acknowledged chat message must have
//    reached the socket;
// 6. body limits: the largest chat attachment through nginx, and the 413s over it;
// 7. the browser journey e2e/tests/production.spec.ts (e2e/playwright.production.config.ts):
//    sign in, each area, a chat message from one API process to the other.
// Logs (nginx's, each process's) stay in the temporary folder printed at the start when a step fails.
// Helpers in scripts/nginx-e2e/: common.mjs (ports, accounts, log/fail), traffic.mjs (the load and
// the chat socket of the rolling restart), bodyLimits.mjs (step 6).
import { productionNodeOptions } from '../api/scripts/production-node-options.mjs';
import { databaseUrlOf, onServer as onServerOf } from '../api/scripts/pg-server.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bodyLimits } from './nginx-e2e/bodyLimits.mjs';
import { fail, AREAS, ROOT, AREA_PORTS, log, SHELL_PORT, API, sleep, BASE, PASSWORD, generate, SECRET, pg } from './nginx-e2e/common.mjs';
import { call, chatListener, load } from './nginx-e2e/traffic.mjs';

// ------------------------------------------------------------------ what must be there
if (!process.env.DATABASE_URL) fail('DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:55432/postgres) is required');
const apps = [AREAS.host.package, ...AREAS.areas.map((a) => a.package)];
const missing = [
  ...['server.js', 'cli.js'].filter((f) => !existsSync(join(ROOT, 'api', 'dist', f))).map((f) => `api/dist/${f}`),
  ...apps.filter((p) => !existsSync(join(ROOT, p, 'dist', p === 'shell' ? 'index.html' : 'mf-manifest.json'))).map((p) => `${p}/dist`),
];
if (missing.length) fail(`missing builds (run \`pnpm build\` first; this script builds nothing): ${missing.join(', ')}`);
for (const [name, port] of Object.entries(AREA_PORTS))
  if (!AREAS.areas.some((a) => a.federationName === name)) fail(`deploy/nginx.conf serves ${name} on ${port}, unknown to areas.json`);
if (AREAS.areas.length !== Object.keys(AREA_PORTS).length) fail('areas.json and deploy/nginx.conf no longer list the same areas');

function nginxBinary() {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  log("installing Debian's nginx (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'nginx']]) {
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) fail(`apt-get ${args.join(' ')} failed`);
  }
  if (!existsSync('/usr/sbin/nginx')) fail('nginx is still missing after apt-get install nginx');
  return '/usr/sbin/nginx';
}

async function portsFree(ports) {
  const busy = [];
  for (const port of ports) {
    const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);
    if (answered) busy.push(port);
  }
  if (busy.length) fail(`ports ${busy.join(', ')} are in use; deploy/nginx.conf needs them`);
}

// ------------------------------------------------------------------ database
const serverUrl = process.env.DATABASE_URL;
const dbName = `courier_nginx_e2e_${process.pid}`;
const dbUrl = databaseUrlOf(serverUrl, dbName);
const onServer = (sql) => onServerOf(serverUrl, sql);

// ------------------------------------------------------------------ processes
const work = mkdtempSync(join(tmpdir(), 'courier-nginx-'));
const logs = join(work, 'log');
chmodSync(work, 0o755); // nginx's workers (www-data) read the shell's run-time files here
mkdirSync(logs);
mkdirSync(join(work, 'run'));
mkdirSync(join(work, 'etc', 'shell'), { recursive: true });
const ORIGINS = [SHELL_PORT, ...Object.values(AREA_PORTS)].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(',');
const apiEnv = {
  ...process.env,
  DATABASE_URL: dbUrl,
  HOST: '127.0.0.1',
  DATA_DIR: join(work, 'data'),
  CORS_ORIGINS: ORIGINS,
  // nginx on this machine is the one proxy: the client's address comes from X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1',
  SESSION_IDLE_MINUTES: '120',
  // The load sends far more than a person would.
  CHAT_MESSAGES_PER_USER_PER_MINUTE: '100000',
  DATABASE_POOL_MAX: '5',
};
delete apiEnv.NODE_ENV; // the demo accounts (production refuses their known passwords)
delete apiEnv.PORT;

function cli(...args) {
  const r = spawnSync(process.execPath, [join(ROOT, 'api', 'dist', 'cli.js'), ...args], { cwd: join(ROOT, 'api'), env: apiEnv, stdio: 'inherit' });
  if (r.status !== 0) fail(`cli ${args.join(' ')} exited with ${r.status}`);
}

const processes = {};
function startApi(name) {
  const out = openSync(join(logs, `api-${name}.log`), 'a');
  const child = spawn(process.execPath, [...productionNodeOptions(), join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: join(ROOT, 'api'),
    env: { ...apiEnv, PORT: String(API[name]) },
    stdio: ['ignore', out, out],
  });
  child.exited = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
  processes[name] = child;
  return child;
}
async function waitReady(name, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${API[name]}/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    if (processes[name].exitCode !== null) fail(`API process ${name} exited (${processes[name].exitCode}); see ${logs}/api-${name}.log`);
    if (Date.now() > until) fail(`API process ${name} not ready within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}
/** SIGTERM, and how the process ended. */
async function stopApi(name) {
  const child = processes[name];
  const started = Date.now();
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const { code, signal } = await child.exited;
  clearTimeout(killer);
  return { code, signal, ms: Date.now() - started };
}

let nginx;
const nginxConf = join(work, 'nginx.conf');
function writeNginxConf() {
  const replace = (text) =>
    text
      .replaceAll('/srv/courier/deploy/', `${work}/deploy/`)
      .replaceAll('/srv/courier', ROOT)
      .replaceAll('/etc/courier', join(work, 'etc'))
      .replaceAll('/var/log/courier', logs)
      .replaceAll('/run/courier', join(work, 'run'));
  mkdirSync(join(work, 'deploy'));
  for (const file of ['courier-headers.conf', 'courier-static.conf'])
    writeFileSync(join(work, 'deploy', file), replace(readFileSync(join(ROOT, 'deploy', file), 'utf8')));
  let conf = replace(readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8'));
  // nginx's workers run as www-data, as Debian's own configuration says; a checkout they cannot
  // read (under /root, say) is served by workers of the user running this script instead.
  const readable = spawnSync('su', ['www-data', '-s', '/bin/sh', '-c', `test -r '${join(ROOT, 'shell', 'dist', 'index.html')}'`]).status === 0;
  if (!readable) {
    const user = process.getuid?.() === 0 ? 'root' : process.env.USER;
    log(`www-data cannot read ${ROOT}: nginx's workers run as ${user} for this test`);
    conf = conf.replace(/^user www-data;$/m, `user ${user};`);
  }
  writeFileSync(nginxConf, conf);
  // The shell's run-time files of this deployment: each area at its nginx origin, the API behind the shell's.
  const remotes = Object.fromEntries(Object.entries(AREA_PORTS).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]));
  const config = JSON.parse(readFileSync(join(ROOT, 'shell', 'public', 'config.json'), 'utf8'));
  writeFileSync(join(work, 'etc', 'shell', 'remotes.json'), JSON.stringify(remotes, null, 2));
  writeFileSync(join(work, 'etc', 'shell', 'config.json'), JSON.stringify({ ...config, apiHost: BASE }, null, 2));
}
function runNginx(...args) {
  const r = spawnSync(nginx, ['-p', work, '-c', nginxConf, ...args], { stdio: 'inherit' });
  if (r.status !== 0) fail(`nginx ${args.join(' ')} exited with ${r.status}; see ${logs}/nginx-error.log`);
}
/** A full session; a TOTP code works once and the steps must grow, so a refused code is tried at the next step. */
async function signIn(login) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const started = await call('POST', 'auth/login', null, { login, password: PASSWORD, userIp: '127.0.0.1' });
    if (started.status !== 200) fail(`${login}: auth/login answered ${started.status}`);
    if (started.data.status === 'full') return started.data.token;
    const at = Math.floor(Date.now() / 1000) + (attempt % 2) * 30;
    const done = await call('POST', 'auth/double_auth', started.data.token, { code: await generate({ secret: SECRET, epoch: at }) });
    if (done.status === 200) return done.data.token;
    if (attempt % 2 === 1) await sleep(15_000);
  }
  fail(`${login} could not sign in`);
}

async function rollingRestart() {
  log('rolling restart: sign-ins, a room, the load');
  const chatToken = await signIn('chat');
  const clientsToken = await signIn('clients');
  const rooms = await call('GET', 'chat/getClientsLight', chatToken);
  const free = rooms.data.filter((c) => c.roomId === null);
  if (!free.length) fail('no client without a room for the rolling restart');
  const room = await call('POST', 'chat/addRoom', chatToken, { clientId: free[0].id, name: `Rolling restart ${Date.now().toString(36)}` });
  if (room.status !== 200) fail(`chat/addRoom answered ${room.status}`);
  const listener = chatListener(chatToken);
  for (let i = 0; listener.opened === 0; i++) {
    if (i > 50) fail('the chat socket did not open through nginx');
    await sleep(100);
  }
  const running = load({ chatToken, clientsToken, roomId: room.data.id, clientId: free[0].id });
  await sleep(2000);
  const stops = {};
  for (const name of ['a', 'b']) {
    const before = running.messages.length + running.comments.length;
    stops[name] = await stopApi(name);
    log(`process ${name}: SIGTERM -> exit ${stops[name].code ?? stops[name].signal} in ${stops[name].ms} ms (${running.messages.length + running.comments.length - before} writes acknowledged meanwhile)`);
    startApi(name);
    await waitReady(name);
    // Back in nginx's rotation once its fail_timeout (2 s) has passed.
    await sleep(3000);
  }
  await sleep(1000);
  await running.stop();

  // Every acknowledged chat message reaches the socket (live, or in the catch-up after a reconnect).
  const until = Date.now() + 15_000;
  const undelivered = () => running.messages.filter((id) => !listener.received.has(id));
  while (undelivered().length && Date.now() < until) await sleep(200);
  listener.stop();

  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  let storedMessages;
  let storedComments;
  try {
    storedMessages = new Set((await db.query('select id from messages where id = any($1::int[])', [running.messages])).rows.map((r) => r.id));
    storedComments = new Map(
      (await db.query('select id, summary from client_events where id = any($1::int[])', [running.comments.map((c) => c.id)])).rows.map((r) => [r.id, r.summary]),
    );
    // A write answered 502 must not have been written (the page told its user it failed).
    for (const reset of running.resets) {
      const found = reset.what === 'sendMessage'
        ? await db.query('select 1 from messages where room_id = $1 and body = $2', [room.data.id, reset.text])
        : await db.query('select 1 from client_events where client_id = $1 and summary = $2', [free[0].id, reset.text]);
      reset.written = found.rowCount > 0;
    }
  } finally {
    await db.end();
  }
  const lostMessages = running.messages.filter((id) => !storedMessages.has(id));
  const lostComments = running.comments.filter((c) => storedComments.get(c.id) !== c.text);
  const problems = [];
  for (const [name, s] of Object.entries(stops))
    if (s.code !== 0 || s.ms > 10_000) problems.push(`process ${name} ended with ${s.code ?? s.signal} after ${s.ms} ms (expected 0 within 10 s)`);
  if (lostMessages.length) problems.push(`${lostMessages.length} acknowledged chat messages are not in the database: ${lostMessages.slice(0, 10)}`);
  if (lostComments.length) problems.push(`${lostComments.length} acknowledged comments are not in the database`);
  if (undelivered().length) problems.push(`${undelivered().length} acknowledged chat messages never reached the socket: ${undelivered().slice(0, 10)}`);
  if (!listener.closes.includes(1012)) problems.push(`the chat socket was never closed with 1012 (service restart): ${listener.closes}`);
  if (running.messages.length < 20 || running.comments.length < 20) problems.push('too little load to say anything');
  if (running.failures.length) problems.push(`${running.failures.length} calls failed through nginx during the restarts: ${running.failures.slice(0, 5).join('; ')}`);
  // The one failure a restart may cause (deploy/README.md, "Rolling restart"): a connection still
  // in the kernel's accept queue when its process closes its listening socket is reset, so nginx
  // answers 502 to a request the API never read, and does not resend a write it cannot know was
  // not done. Allowed once per process stopped, and only if it was indeed not written.
  const writtenResets = running.resets.filter((r) => r.written);
  if (writtenResets.length) problems.push(`${writtenResets.length} writes answered 502 were written all the same: ${writtenResets.map((r) => `${r.what} "${r.text}"`).join('; ')}`);
  if (running.resets.length > Object.keys(stops).length)
    problems.push(`${running.resets.length} writes answered 502 for ${Object.keys(stops).length} processes stopped: ${running.resets.map((r) => r.what).join(', ')}`);
  log(
    `rolling restart: ${running.messages.length} messages and ${running.comments.length} comments acknowledged, ${running.reads} reads, ` +
      `${running.failures.length} failed calls, ${running.resets.length} writes reset before their process read them (not written); socket closes ${JSON.stringify(listener.closes)}, ${listener.received.size} messages received`,
  );
  if (problems.length) fail(`rolling restart:\n- ${problems.join('\n- ')}`);
  log('rolling restart: nothing acknowledged was lost');
  return { chatToken, roomId: room.data.id };
}

// ------------------------------------------------------------------ run
let failed = false;
let dbCreated = false;
const started = Date.now();
try {
  nginx = nginxBinary();
  await portsFree([SHELL_PORT, ...Object.values(AREA_PORTS), ...Object.values(API)]);
  log(`work folder ${work}; database ${dbName}`);
  await onServer(`create database ${dbName}`);
  dbCreated = true;
  cli('migrate');
  cli('seed', '--size', 'small', '--if-empty');
  startApi('a');
  startApi('b');
  await Promise.all([waitReady('a'), waitReady('b')]);
  writeNginxConf();
  runNginx('-t', '-q');
  runNginx();
  const shell = await fetch(`${BASE}/`);
  if (!shell.ok) fail(`nginx answered ${shell.status} for /`);
  log(`nginx and two API processes up in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  await bodyLimits(await rollingRestart());

  log('browser journey: e2e/tests/production.spec.ts');
  const pnpm = existsSync(join(ROOT, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs'))
    ? [process.execPath, join(ROOT, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs')]
    : ['pnpm'];
  const r = spawnSync(pnpm[0], [...pnpm.slice(1), '--filter', 'e2e', 'exec', 'playwright', 'test', '-c', 'playwright.production.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, COURIER_URL: BASE, NGINX_ACCESS_LOG: join(logs, 'nginx-access.log') },
  });
  if (r.status !== 0) fail(`the production journey failed (exit ${r.status})`);
} catch (error) {
  failed = true;
  console.error(`[nginx-e2e] FAILED: ${error.message}`);
} finally {
  if (nginx && existsSync(join(work, 'run', 'nginx.pid'))) spawnSync(nginx, ['-p', work, '-c', nginxConf, '-s', 'stop'], { stdio: 'inherit' });
  for (const child of Object.values(processes)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(Object.values(processes).map((c) => Promise.race([c.exited, sleep(11_000)])));
  if (dbCreated) await onServer(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(`could not drop ${dbName}: ${e.message}`));
  if (failed) console.error(`[nginx-e2e] logs kept in ${logs}`);
  else rmSync(work, { recursive: true, force: true });
}
log(`${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
