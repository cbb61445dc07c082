import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { totpAfter } from '../support/accounts';
import { TOKEN_KEY, expect, test } from '../support/fixtures';
import { tokensFile } from '../support/global-setup';
import { apiUrl, portalUrl } from '../support/portal';

/** The pre-signed session of a demo account (made in global setup). */
const tokenOf = (login: string): string =>
  (JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>)[login];

/** A month of its own, far before the seed's dates: nothing else of the run writes there. */
const MONTH = '2025-01';
const DAY = '2025-01-13';
/** How the page names them: months by name, days DD/MM/YYYY. */
const MONTH_NAME = 'January 2025';
const DAY_SHOWN = '13/01/2025';

async function call<T>(login: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${apiUrl}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokenOf(login)}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; error?: { message: string } };
  return { status: res.status, data: json.data, error: json.error };
}

test('a RETRIB user opens a courier statement, closes the month, and a worker time edit is refused', async ({
  browser,
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  // A planner's day for a courier in that month: one shift with a mission, the time worked.
  const workers = await call<{ id: number; shortCode: string; name: string }[]>(
    'shifts',
    'GET',
    'workers/getWorkersLight',
  );
  const worker = workers.data[workers.data.length - 1];
  const clients = await call<{ id: number }[]>('shifts', 'GET', 'planning/getClientsShiftable');
  const shift = await call<{ id: number }>('shifts', 'POST', 'planning/createShift', {
    workerId: worker.id,
    clientId: clients.data[0].id,
    date: DAY,
    startTime: '08:00',
    endTime: '12:00',
    missions: [{ name: 'Tournée', waypoints: 10, km: 20 }],
  });
  expect(shift.status).toBe(200);
  const time = await call<{ id: number; version: number }>('shifts', 'POST', 'planning/addWorkerTime', {
    workerId: worker.id,
    date: DAY,
    startTime: '08:00',
    endTime: '12:00',
  });
  expect(time.status).toBe(200);

  // The statement, reached from the pay rates page.
  await signIn('retrib', '/retrib');
  await page.getByRole('link', { name: 'Pay statements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay statements' })).toBeVisible();
  // Months are picked by name.
  await page.getByRole('combobox', { name: 'Month' }).fill(MONTH_NAME);
  await page.getByRole('option', { name: MONTH_NAME, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`month=${MONTH}`));
  const picker = page.getByRole('combobox', { name: 'Worker', exact: true });
  await picker.fill(worker.shortCode);
  await page.getByRole('option', { name: `${worker.name} (${worker.shortCode})` }).click();
  const table = page.getByRole('table', { name: `Pay of ${worker.name} per day` });
  const row = table.getByRole('row').filter({ hasText: DAY_SHOWN });
  await expect(row).toContainText('Paid');
  await expect(page.getByTestId('month-status')).toHaveText('Open');
  // WCAG 2.1 AA, as the accessibility spec checks every page (its one accepted rule left out).
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(['meta-viewport'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // Close the month, after confirming: the control says it closes the month for every worker.
  await page.getByRole('button', { name: `Close ${MONTH_NAME} for everyone` }).click();
  const confirm = page.getByRole('dialog', { name: `Close ${MONTH_NAME}?` });
  await confirm.getByRole('button', { name: `Close ${MONTH_NAME} for everyone` }).click();
  await expect(page.getByTestId('month-status')).toContainText('Closed');

  // A planner (the SHIFTS demo account: RETRIB has no planning role) opens that day's worker
  // times from the planning page and edits the time: refused, the message naming the month.
  const planning = await browser.newContext({ baseURL: portalUrl });
  const planner = await planning.newPage();
  await planner.addInitScript(
    ([key, value]) => window.sessionStorage.setItem(key, value),
    [TOKEN_KEY, tokenOf('shifts')],
  );
  await planner.goto(`/planning?week=${DAY}&workerId=${worker.id}`);
  const plan = planner.getByRole('dialog', { name: 'Planned shifts and anomalies' });
  await plan.getByLabel('From').fill(DAY);
  await plan.getByLabel('To').fill(DAY);
  await plan
    .getByRole('button', {
      name: `Open the worker times of ${DAY.slice(8, 10)}/${DAY.slice(5, 7)}/${DAY.slice(0, 4)}`,
    })
    .click();
  const times = planner.getByRole('dialog', { name: 'Worker times' });
  await times.getByRole('button', { name: 'Edit the worker time 08:00–12:00' }).click();
  await times.getByLabel('End of the time').fill('13:00');
  await times.getByRole('button', { name: 'Save the worker time' }).click();
  // The board marks that week's days as closed before any drop (its answer names the closed months).
  const board = await planning.newPage();
  await board.addInitScript(
    ([key, value]) => window.sessionStorage.setItem(key, value),
    [TOKEN_KEY, tokenOf('shifts')],
  );
  await board.goto(`/planning?week=${DAY}`);
  const closedDays = board.getByRole('columnheader').filter({ hasText: 'pay closed' });
  await expect(closedDays.first()).toBeVisible();
  expect(await closedDays.count()).toBe(7);
  await board.close();
  const refused = times.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(refused).toContainText(`Pay for ${MONTH} is closed: reopen it first`);
  await expect(times.getByText('Worked 08:00–12:00')).toBeVisible();

  // Reopen with a reason (other runs may write in that month); the same edit then goes through.
  await page.getByRole('button', { name: 'Reopen month' }).click();
  const reopen = page.getByRole('dialog', { name: `Reopen ${MONTH_NAME}?` });
  await reopen.getByLabel(/Reason/).fill('A late correction of the planning');
  await reopen.getByRole('button', { name: `Reopen ${MONTH_NAME}` }).click();
  // Reopening lets paid figures change again: a fresh code of the authenticator app first.
  const prompt = page.getByRole('dialog', { name: 'Confirm with your authenticator app' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('textbox', { name: 'Authenticator code' }).fill(await totpAfter(Date.now()));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('month-status')).toHaveText('Open');
  await times.getByRole('button', { name: 'Save the worker time' }).click();
  await expect(times.getByText('Worked 08:00–13:00')).toBeVisible();
  await planning.close();

  // Every worker's statement of the month: the summary, and one PDF with a page per statement.
  await page.goto(`/retrib/statements?month=${MONTH}&all=true`);
  const summary = page.getByRole('table', { name: `Pay of ${MONTH_NAME} per worker` });
  await expect(summary.getByRole('row').filter({ hasText: worker.shortCode })).toBeVisible();
  const statements = await summary.locator('tbody tr').count();
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download PDF/ }).click();
  const pdf = readFileSync(await (await saving).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(statements);
});
