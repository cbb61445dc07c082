import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free loopback port (taken, then released for the child to listen on). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `count` real API processes (`src/server.ts`) on their own loopback ports, all on the
 * PostgreSQL database `databaseUrl`, each answering its health check. Gives their origins
 * (`http://127.0.0.1:<port>`) and `stop()`, which ends them and waits for their exit.
 */
export async function startApiProcesses(databaseUrl: string, count = 2) {
  const children: ChildProcess[] = [];
  const origins: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-api-processes-'));
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    children.push(
      spawn(join(__dirname, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
        cwd: join(__dirname, '../..'),
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '' },
        stdio: 'ignore',
      }),
    );
    origins.push(`http://127.0.0.1:${port}`);
  }
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  };
  try {
    for (const origin of origins) {
      const end = Date.now() + 60_000;
      for (;;) {
        const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
        if (ok) break;
        if (Date.now() > end) throw new Error(`${origin} did not start`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origins, stop };
}
