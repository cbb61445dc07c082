import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/**
 * The OpenAPI document passes Redocly's `recommended` rules with no error and no warning.
 * The CLI (@redocly/cli, pinned in package.json) runs offline: no config file (the temp
 * folder is its working directory), telemetry and the update check off.
 */
const run = promisify(execFile);
const CLI = require.resolve('@redocly/cli/bin/cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

async function lint(document: string): Promise<{ totals: { errors: number; warnings: number }; problems: Problem[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, document);
    // Exits 1 when there are errors; the JSON report is on stdout either way.
    const { stdout } = await run(
      process.execPath,
      [CLI, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=1000', '--lint-config=off'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 20 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => {
      if (err.stdout) return { stdout: err.stdout };
      throw err;
    });
    return JSON.parse(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Rule, place and message of each problem: what a failure prints. */
const described = (problems: Problem[]) =>
  problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);

describe.each([
  ['without a base path', {}],
  ['with API_BASE_PATH', { apiBasePath: '/portal' }],
])('/docs/json %s passes Redocly recommended', (_name, overrides) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(overrides);
  });
  afterAll(() => t.close());

  test('no errors, no warnings', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBasePath}/docs/json` });
    expect(res.statusCode).toBe(200);
    const report = await lint(res.body);
    expect(described(report.problems)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});

test('the linter does report a broken document (the check is live)', async () => {
  const report = await lint(JSON.stringify({ openapi: '3.1.0', info: { title: 'x' }, paths: { '/a': { get: {} } } }));
  expect(report.totals.errors).toBeGreaterThan(0);
  expect(report.problems.map((p) => p.ruleId)).toEqual(expect.arrayContaining(['no-empty-servers', 'security-defined']));
});
