import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { runRecoveryDay, startRecoveryFlagsJob } from '../../../src/repositories/finance/recoveryFlags';
import { buildTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('the daily recovery job (the server timer and `cli recovery-flags`) records its day: a server started later that day skips it', async () => {
  await sql`delete from job_runs`.execute(t.db);
  const done = await runRecoveryDay(t.db);
  expect(done).toEqual({
    recounted: expect.any(Number),
    flagged: expect.any(Number),
    cleared: expect.any(Number),
    armed: expect.any(Number),
  });
  const { rows } = await sql<{ job: string }>`
    select job from job_runs where day = (now() at time zone 'Europe/Paris')::date`.execute(t.db);
  expect(rows.map((r) => r.job)).toEqual(['recovery-flags']);

  // A server starting now looks at job_runs first.
  const seen: string[] = [];
  const log = (_fields: unknown, message: string) => void seen.push(message);
  // Its timers stop as they do when the app closes (the onClose hook it adds).
  const onClose: (() => Promise<void>)[] = [];
  const server = {
    dbKind: t.app.dbKind,
    log: { info: log, error: log },
    addHook: (_name: string, hook: () => Promise<void>) => void onClose.push(hook),
  } as unknown as FastifyInstance;
  try {
    startRecoveryFlagsJob(server, t.db, 3_600_000);
    for (let i = 0; i < 200 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(seen).toEqual(['recovery flags: already run today']);
  } finally {
    for (const hook of onClose) await hook();
  }
});
