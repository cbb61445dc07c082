import type { Locator, Page } from '@playwright/test';
import { TOKEN_KEY, expect, test } from '../support/fixtures';
import { apiUrl } from '../support/portal';
import { WEEK, shownDay, cell } from '../support/planningHelpers';

async function dragTo(page: Page, from: Locator, to: Locator, modifier?: 'Alt') {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  if (modifier) await page.keyboard.down(modifier);
  await page.mouse.move(a.x + 10, a.y + 10);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + 15, { steps: 3 });
  // The card lands where it was grabbed, at the top left of the target cell.
  await page.mouse.move(b.x + 12, b.y + 12, { steps: 8 });
  await page.mouse.up();
  if (modifier) await page.keyboard.up(modifier);
}

test('a SHIFTS user plans a shift with two missions, drags it, copies it to another worker, marks one unproductive, deletes one and sees an anomaly', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  // A retry plans on the next two workers: the first try's shifts (an unproductive copy, a
  // worker time) stay on its rows, and a copy dropped on them would be refused as overlapping.
  const first = test.info().retry * 2;
  const second = first + 1;
  await signIn('shifts', `/planning?week=${WEEK}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  await expect(
    main.getByText(/Shifts may be planned up to \d{2}\/\d{2}\/\d{4} \(30 days ahead\)/),
  ).toBeVisible();
  const grid = main.getByRole('grid', { name: 'Week board: workers by day' });
  await expect(cell(grid, first, 0)).toBeVisible();

  // Plan on the first worker's Monday from the keyboard: N opens the panel.
  await cell(grid, first, 0).focus();
  await page.keyboard.press('n');
  const panel = page.getByRole('dialog', { name: 'New shift' });
  await panel.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option').first().click();
  await panel.getByLabel('Start').fill('21:30');
  await panel.getByLabel('End').fill('23:00');
  for (const [i, name] of ['Tournée Playwright A', 'Tournée Playwright B'].entries()) {
    await panel.getByRole('button', { name: 'Add a mission' }).click();
    await panel.getByRole('textbox', { name: `Mission ${i + 1} name` }).fill(name);
    await panel.getByRole('textbox', { name: `Mission ${i + 1} waypoints` }).fill(String(4 + i));
  }
  await panel.getByRole('button', { name: 'Plan the shift' }).click();
  const shiftPanel = page.getByRole('dialog', { name: 'Shift' });
  // The shift's panel holds one form per tab: details, missions, worker times of the day.
  await shiftPanel.getByRole('tab', { name: /^Missions/ }).click();
  await expect(shiftPanel.getByRole('table', { name: 'Missions of the shift' }).getByRole('row')).toHaveCount(
    3,
  );
  await page.keyboard.press('Escape');
  // The panel closed, overlay included: a drag started during its closing transition would
  // press on the overlay (raw mouse moves do not wait for the card to be the target).
  await expect(shiftPanel).toBeHidden();
  const card = cell(grid, first, 0).getByRole('button', { name: /21:30–23:00 · 2 missions/ });
  await expect(card).toBeVisible();

  // Drag to Tuesday.
  await dragTo(page, card, cell(grid, first, 1));
  const moved = cell(grid, first, 1).getByRole('button', { name: /21:30–23:00 · 2 missions/ });
  await expect(moved).toBeVisible();
  await expect(cell(grid, first, 0).getByRole('button', { name: /21:30–23:00/ })).toHaveCount(0);

  // Alt-drag: a copy for the second worker.
  await dragTo(page, moved, cell(grid, second, 1), 'Alt');
  const copy = cell(grid, second, 1).getByRole('button', { name: /21:30–23:00 · 2 missions/ });
  await expect(copy).toBeVisible();
  await expect(moved).toBeVisible();

  // The copy becomes unproductive.
  await copy.click();
  await shiftPanel.getByRole('button', { name: 'Switch to unproductive' }).click();
  await shiftPanel.getByRole('textbox', { name: /Why switch/ }).fill('Client fermé à l’arrivée');
  await shiftPanel.getByRole('button', { name: 'Confirm the switch' }).click();
  await expect(shiftPanel.getByText('Unproductive: Client fermé à l’arrivée')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shiftPanel).toBeHidden();
  await expect(
    cell(grid, second, 1).getByRole('button', { name: /21:30–23:00 · 2 missions.*unproductive/ }),
  ).toBeVisible();

  // A worker time off the plan on the first worker's Tuesday: an anomaly shows in the cell.
  await moved.click();
  await shiftPanel.getByRole('tab', { name: 'Worker times of the day' }).click();
  await shiftPanel.getByLabel('Worked from').fill('22:15');
  await shiftPanel.getByLabel('Worked until').fill('23:00');
  await shiftPanel.getByRole('button', { name: 'Add worker time' }).click();
  await expect(shiftPanel.getByText('Worked 22:15–23:00')).toBeVisible();

  // Delete the moved shift with a comment (the details tab holds the actions).
  await shiftPanel.getByRole('tab', { name: 'Details' }).click();
  await shiftPanel.getByRole('button', { name: 'Delete the shift' }).click();
  await shiftPanel.getByRole('textbox', { name: /Why delete/ }).fill('Doublon Playwright');
  await shiftPanel.getByRole('button', { name: 'Confirm the deletion' }).click();
  await expect(shiftPanel).toBeHidden();
  await expect(cell(grid, first, 1).getByRole('button', { name: /21:30–23:00/ })).toHaveCount(0);
  await expect(cell(grid, first, 1)).toContainText('⚠ Time worked from 22:15 without a planned shift');

  // Planned against actual for that worker: Tuesday worked 45 minutes with no plan, the anomaly named.
  const shortCode = (await grid.getByRole('rowheader').nth(first).locator('strong').innerText()).trim();
  const reconciliation = main.getByRole('region', { name: 'Planned against actual' });
  await reconciliation.getByRole('combobox', { name: 'Worker to reconcile' }).click();
  await page.getByRole('option', { name: new RegExp(`^${shortCode} `) }).click();
  const table = reconciliation.getByRole('table', { name: /^Planned against actual, / });
  const tuesday = table
    .getByRole('row')
    .filter({ hasText: 'Time worked from 22:15 without a planned shift' });
  await expect(tuesday).toHaveCount(1);
  await expect(tuesday).toContainText('45 min');
  await expect(table.getByRole('row').last()).toContainText('Total');
});

test('a REGULAR user filters regular missions, toggles one inactive, applies a week and sees the shifts on the board', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn('planner', '/regularMissions');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Missions régulières' })).toBeVisible();
  const table = main.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const clientName = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent())!.trim();
  await main.getByRole('combobox', { name: 'Clients' }).click();
  await page.getByRole('option', { name: clientName, exact: true }).first().click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/clients=\d+/);
  await expect
    .poll(async () => [
      ...new Set(
        (await table.getByRole('row').locator('td:first-child').allTextContents()).map((c) => c.trim()),
      ),
    ])
    .toEqual([clientName]);

  // Toggle the first one inactive, then back on (the demo data stays as it was).
  await table.getByRole('row').nth(1).click();
  const toggle = main.getByRole('switch', { name: 'Active' });
  // From the keyboard: the saved-notification may cover the switch.
  await toggle.press('Space');
  await expect(main.getByRole('switch', { name: 'Inactive' })).not.toBeChecked();
  await main.getByRole('switch', { name: 'Inactive' }).press('Space');
  await expect(main.getByRole('switch', { name: 'Active' })).toBeChecked();

  // Apply the week.
  await page.goto('/regularMissions');
  await main.getByRole('button', { name: 'Apply to a week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply the regular missions to a week' });
  await dialog.getByLabel(/Week starting on/).fill(WEEK);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    /\d+ shifts to create, \d+ skipped · client price .+ · courier pay .+/,
  );
  const applied = page.waitForResponse(
    (r) => r.url().endsWith('/regularMissions/applyWeek') && r.status() === 200,
  );
  await dialog.getByRole('button', { name: /^Create \d+ shifts$/ }).click();
  // The missions are listed first (some may be unticked), then applied with a report.
  const choose = page.getByRole('dialog', { name: 'Choose the regular missions to apply' });
  await choose.getByRole('button', { name: /^Apply \d+ regular missions?$/ }).click();
  await expect(choose.getByRole('status')).toBeVisible();
  await expect(
    dialog.getByText(new RegExp(`\\d+ shifts created for the week of ${shownDay(WEEK)}`)),
  ).toBeVisible();
  const { data } = (await (await applied).json()) as { data: { shiftIds: number[] } };
  expect(data.shiftIds.length).toBeGreaterThan(0);

  // The board of that week, filtered on the client of a created shift, shows it.
  const token = await page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY);
  const shift = (
    (await (
      await page.request.get(`${apiUrl}/planning/getShiftById?shiftId=${data.shiftIds[0]}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as {
      data: {
        client: { id: number; name: string };
        worker: { shortCode: string; name: string };
        date: string;
        startTime: string;
        endTime: string;
      };
    }
  ).data;
  await page.goto(`/planning?week=${WEEK}&clientIds=${shift.client.id}`);
  const grid = main.getByRole('grid', { name: 'Week board: workers by day' });
  const day = `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${shift.date}T12:00:00Z`).getUTCDay()]} ${shift.date.slice(8, 10)}/${shift.date.slice(5, 7)}`;
  const target = grid.getByRole('gridcell', { name: new RegExp(`^${shift.worker.name}, ${day}: `) });
  await expect(
    target
      .getByRole('button', { name: new RegExp(`${shift.startTime}–${shift.endTime} · 1 mission`) })
      .first(),
  ).toBeVisible();
  await expect(target).toContainText(shift.client.name);
});

test('users without SHIFTS or REGULAR get "Not allowed" and 403 from the API', async ({
  page,
  request,
  signIn,
}) => {
  await signIn('clients', '/planning');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  const token = await page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY);
  const shifts = await request.get(`${apiUrl}/planning/getShifts?dateStart=${WEEK}&dateEnd=${WEEK}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(shifts.status()).toBe(403);
  await page.goto('/regularMissions');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  const missions = await request.get(`${apiUrl}/regularMissions/getRegularMissions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(missions.status()).toBe(403);
});
