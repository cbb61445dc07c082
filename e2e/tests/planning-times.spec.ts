import { TOKEN_KEY, expect, test } from '../support/fixtures';
import { apiUrl } from '../support/portal';
import { WEEK, shownDay, cell } from '../support/planningHelpers';

/** The week after WEEK: no seeded shift, nor any the tests above plan (its Monday is within the 30-day limit). */
const NEXT_WEEK = (() => {
  const d = new Date(`${WEEK}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
})();
const dayLabelOf = (date: string) =>
  `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T12:00:00Z`).getUTCDay()]} ${date.slice(8, 10)}/${date.slice(5, 7)}`;

test("a planner reads a busy cell, records, edits and deletes worker times with a GTA type, edits a mission, filters by client group, opens a worker's shifts and anomalies from the board and the worker page, and reconciles a searched worker", async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  const row = test.info().retry;
  await signIn('planner', `/planning?week=${NEXT_WEEK}`);
  const main = page.getByRole('main');
  const grid = main.getByRole('grid', { name: 'Week board: workers by day' });
  await expect(cell(grid, row, 0)).toBeVisible();

  // Three shifts on one day of a worker, planned through the API for a client of a group.
  const token = await page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY);
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) =>
    ((await (await page.request.get(`${apiUrl}/${path}`, { headers })).json()) as { data: T }).data;
  const board = await get<{ workers: { id: number; shortCode: string; name: string }[] }>(
    `planning/getShifts?dateStart=${NEXT_WEEK}&dateEnd=${NEXT_WEEK}&pageSize=300`,
  );
  const worker = board.workers[row];
  const clients = await get<{ id: number; name: string; clientGroupId: number | null }[]>(
    'planning/getClientsShiftable',
  );
  const client = clients.find((c) => c.clientGroupId !== null)!;
  const group = (await get<{ id: number; name: string }[]>('planning/getClientGroupsShiftable')).find(
    (g) => g.id === client.clientGroupId,
  )!;
  for (const [startTime, endTime] of [
    ['06:00', '07:00'],
    ['07:30', '08:30'],
    ['09:00', '10:00'],
  ]) {
    const res = await page.request.post(`${apiUrl}/planning/createShift`, {
      headers,
      data: {
        workerId: worker.id,
        clientId: client.id,
        date: NEXT_WEEK,
        startTime,
        endTime,
        missions: startTime === '06:00' ? [{ name: 'Tournée chargée', waypoints: 4, km: 10 }] : [],
      },
    });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  const busy = cell(grid, row, 0);
  const cards = busy.getByRole('button', { name: /(06:00–07:00|07:30–08:30|09:00–10:00) · / });
  await expect(cards).toHaveCount(3);

  // Worker times of that day from the keyboard (T): one recorded with its GTA type, then edited.
  await busy.focus();
  await page.keyboard.press('t');
  const times = page.getByRole('dialog', { name: 'Worker times' });
  await expect(times.getByText(`No time recorded on ${shownDay(NEXT_WEEK)}.`)).toBeVisible();
  await times.getByLabel('Worked from').fill('06:00');
  await times.getByLabel('Worked until').fill('10:00');
  await times.getByRole('combobox', { name: 'GTA type', exact: true }).click();
  await page.getByRole('option', { name: 'Formation', exact: true }).click();
  await times.getByRole('button', { name: 'Add worker time' }).click();
  await expect(times.getByText('Worked 06:00–10:00 (Formation)')).toBeVisible();
  await times.getByRole('button', { name: 'Edit the worker time 06:00–10:00' }).click();
  await times.getByLabel('End of the time').fill('10:15');
  await times.getByRole('button', { name: 'Save the worker time' }).click();
  await expect(times.getByText('Worked 06:00–10:15 (Formation)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(times).toBeHidden();

  // The busy cell is readable: its three cards and its Worked line one under the other, inside
  // the cell, and the next row starts below it.
  await expect(busy.getByRole('button', { name: 'Worked 06:00–10:15' })).toBeVisible();
  const boxes = [
    ...(await Promise.all((await cards.all()).map((c) => c.boundingBox()))),
    await busy.getByRole('button', { name: 'Worked 06:00–10:15' }).boundingBox(),
  ].map((b) => b!);
  const cellBox = (await busy.boundingBox())!;
  for (const [i, b] of boxes.entries()) {
    expect(b.y).toBeGreaterThanOrEqual(cellBox.y - 0.5);
    expect(b.y + b.height).toBeLessThanOrEqual(cellBox.y + cellBox.height + 0.5);
    if (i > 0) expect(b.y).toBeGreaterThanOrEqual(boxes[i - 1].y + boxes[i - 1].height - 0.5);
  }
  const below = (await cell(grid, row + 1, 0).boundingBox())!;
  expect(below.y).toBeGreaterThanOrEqual(boxes.at(-1)!.y + boxes.at(-1)!.height - 0.5);
  expect(cellBox.height).toBeGreaterThan(3 * boxes[0].height);

  // A time worked without a planned shift on Tuesday: the board flags it; deleted after a comment.
  await cell(grid, row, 1).focus();
  await page.keyboard.press('t');
  await times.getByLabel('Worked from').fill('14:00');
  await times.getByLabel('Worked until').fill('16:00');
  await times.getByRole('button', { name: 'Add worker time' }).click();
  await expect(times.getByText('Worked 14:00–16:00')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(times).toBeHidden();
  await expect(cell(grid, row, 1)).toContainText('⚠ Time worked from 14:00 without a planned shift');
  await cell(grid, row, 1).getByRole('button', { name: 'Worked 14:00–16:00' }).click();
  await times.getByRole('button', { name: 'Delete the worker time 14:00–16:00' }).click();
  await expect(times.getByRole('button', { name: 'Confirm the deletion' })).toBeDisabled();
  await times
    .getByRole('textbox', { name: /Why delete the worker time 14:00–16:00/ })
    .fill('Saisie Playwright');
  await times.getByRole('button', { name: 'Confirm the deletion' }).click();
  await expect(times.getByText(/^No time recorded on /)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(times).toBeHidden();
  await expect(cell(grid, row, 1)).not.toContainText('without a planned shift');

  // A mission edited in the shift panel.
  await cards.first().click();
  const shiftPanel = page.getByRole('dialog', { name: 'Shift' });
  await shiftPanel.getByRole('tab', { name: /^Missions/ }).click();
  await shiftPanel.getByRole('button', { name: 'Edit mission Tournée chargée' }).click();
  await shiftPanel.getByRole('textbox', { name: 'Km of mission Tournée chargée' }).fill('12');
  await shiftPanel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    shiftPanel
      .getByRole('table', { name: 'Missions of the shift' })
      .getByRole('row', { name: /Tournée chargée/ }),
  ).toContainText('12');
  await page.keyboard.press('Escape');
  await expect(shiftPanel).toBeHidden();

  // Filtered by the client's group: the worker's day is still there, with its three shifts.
  await main.getByRole('combobox', { name: 'Client groups' }).click();
  await page.getByRole('option', { name: group.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`clientGroupIds=${group.id}`));
  const filtered = grid.getByRole('gridcell', {
    name: new RegExp(`^${worker.name}, ${dayLabelOf(NEXT_WEEK)}: 3 shifts`),
  });
  await expect(filtered).toBeVisible();

  // The worker's row opens their planned shifts and anomalies; a shift there opens in the side panel.
  await grid.getByRole('button', { name: new RegExp(`^${worker.shortCode}`) }).click();
  const plan = page.getByRole('dialog', { name: 'Planned shifts and anomalies' });
  const planned = plan.getByRole('table', { name: 'Planned shifts of the worker' });
  await expect(planned.getByRole('row').filter({ hasText: client.name })).toHaveCount(3);
  await plan.getByRole('button', { name: `Open the shift of ${shownDay(NEXT_WEEK)} 07:30–08:30` }).click();
  await expect(plan).toBeHidden();
  await expect(shiftPanel.getByRole('button', { name: 'Save the shift' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shiftPanel).toBeHidden();

  // Planned against actual for a worker found by a search over the workers of the filters.
  await page.goto(`/planning?week=${NEXT_WEEK}`);
  const reconciliation = main.getByRole('region', { name: 'Planned against actual' });
  const picker = reconciliation.getByRole('combobox', { name: 'Worker to reconcile' });
  await picker.click();
  await picker.fill(worker.shortCode);
  await page.getByRole('option', { name: `${worker.shortCode} ${worker.name}` }).click();
  const monday = reconciliation
    .getByRole('table', { name: /^Planned against actual, / })
    .getByRole('row')
    .filter({ hasText: dayLabelOf(NEXT_WEEK) });
  await expect(monday).toContainText('3 h 00');
  await expect(monday).toContainText('4 h 15');

  // The worker's page links to the same panel.
  await page.goto(`/workers/${worker.shortCode}`);
  await main.getByRole('link', { name: 'Planned shifts and anomalies' }).click();
  await expect(page).toHaveURL(new RegExp(`/planning\\?workerId=${worker.id}`));
  await expect(
    page
      .getByRole('dialog', { name: 'Planned shifts and anomalies' })
      .getByRole('table', { name: 'Planned shifts of the worker' })
      .getByRole('row')
      .filter({ hasText: client.name }),
  ).toHaveCount(3);
});
