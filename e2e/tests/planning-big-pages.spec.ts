import { expect, test } from '../support/fixtures';
import { WEEK, bigBoard, bigRegularMissions } from '../support/bigPlanning';

// How fast they show after their answer is measured by `pnpm bench web planning`, not asserted here.
test('the board of 300 workers x 7 days and 1,000 regular missions keep only the rows in view', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const board = bigBoard();
  await page.route('**/api/planning/getShifts**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: board }) }),
  );
  await signIn('planner', `/planning?week=${WEEK}`);
  const main = page.getByRole('main');
  await expect(main.getByText('300 workers, 1,800 shifts, 900 anomalies this week')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /BIG-0001/ })).toBeVisible();
  expect(await page.getByRole('rowheader').count()).toBeLessThan(60);

  const missions = bigRegularMissions();
  await page.route('**/api/regularMissions/getRegularMissions**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: missions }) }),
  );
  await page.goto('/regularMissions');
  await expect(main.getByText('Mission 0001')).toBeVisible();
  expect(await main.getByText(/^Mission \d{4}$/).count()).toBeLessThan(200);
});
