import { sql } from 'kysely';
import { runRecoveryDay } from '../../../src/services/finance/recoveryFlags';
import { recoveryFlagsJob } from '../../../src/jobs/recoveryFlags';
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
  const job = recoveryFlagsJob({ db: t.db, dbKind: t.app.dbKind, log: { info: log, error: log }, every: 3_600_000 });
  try {
    job.start();
    for (let i = 0; i < 200 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(seen).toEqual(['recovery flags: already run today']);
  } finally {
    await job.stop(); // as when the app closes
  }
});
