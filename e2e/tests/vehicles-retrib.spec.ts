import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { tokensFile } from '../support/global-setup';
import { apiUrl } from '../support/portal';

/** The pre-signed session of a demo account (made in global setup). */
const tokenOf = (login: string): string =>
  (JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>)[login];

interface VehicleRow {
  id: number;
  shortCode: string;
  worker: { id: number; shortCode: string; name: string } | null;
}
interface VehicleDetail extends VehicleRow {
  comments: { comment: string }[];
  assignments: { worker: { id: number }; endedAt: string | null }[];
}

async function apiGet<T>(login: string, path: string): Promise<{ status: number; data: T }> {
  const res = await fetch(`${apiUrl}/${path}`, { headers: { authorization: `Bearer ${tokenOf(login)}` } });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

test('a VEHICLES user bulk-comments three vehicles and dissociates one', async ({ page, signIn }) => {
  const { data: vehicles } = await apiGet<VehicleRow[]>('vehicles', 'vehicles/getVehicles?activityStatus=active');
  expect(vehicles.length).toBeGreaterThan(3);
  const three = vehicles.slice(0, 3).map((v) => v.shortCode);
  const assigned = vehicles.find((v) => v.worker !== null && !three.includes(v.shortCode));
  expect(assigned, 'the seed has a vehicle with a driver').toBeTruthy();

  await signIn('vehicles', '/vehicles');
  const table = page.getByRole('table', { name: 'Vehicles' });
  await expect(table.getByRole('link', { name: three[0], exact: true })).toBeVisible();
  for (const code of three) await page.getByRole('checkbox', { name: `Select ${code}`, exact: true }).check();
  const bulk = page.getByRole('button', { name: 'Add comment (3)' });
  await expect(bulk).toBeEnabled();
  await bulk.click();

  const comment = `Tyres checked ${Date.now()}`;
  const dialog = page.getByRole('dialog', { name: 'Add a comment' });
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Next: the vehicles' }).click();
  // A change of several records shows the list first, the button naming the count, then a report.
  const listDialog = page.getByRole('dialog', { name: 'Add the comment to these vehicles?' });
  for (const code of three)
    await expect(listDialog.getByRole('checkbox', { name: code, exact: true })).toBeChecked();
  await listDialog.getByRole('button', { name: 'Add to 3 vehicles' }).click();
  await expect(page.getByText('Comment added to 3 vehicles.')).toBeVisible();
  await expect(listDialog.getByRole('status')).toContainText('3');
  await listDialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(listDialog).toBeHidden();
  for (const code of three) {
    const { data } = await apiGet<VehicleDetail>('vehicles', `vehicles/${code}`);
    expect(data.comments.map((c) => c.comment)).toContain(comment);
  }

  // The comment is in the history of each vehicle's page.
  await table.getByRole('link', { name: three[1], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Vehicle ${three[1]}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comment history' }).getByText(comment)).toBeVisible();

  // Dissociate a vehicle that has a driver, after confirming.
  const driver = assigned!.worker!;
  await page.goto(`/vehicles/${assigned!.shortCode}`);
  await expect(page.getByTestId('current-driver')).toContainText(driver.name);
  await page.getByRole('button', { name: 'Dissociate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Dissociate the driver?' });
  await expect(confirm).toContainText(driver.name);
  await confirm.getByRole('button', { name: 'Dissociate' }).click();
  await expect(page.getByText(`${driver.name} no longer drives ${assigned!.shortCode}.`)).toBeVisible();
  await expect(page.getByTestId('current-driver')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Assign to a worker' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Assignment history' });
  await expect(history.getByRole('row').filter({ hasText: driver.shortCode }).first()).not.toContainText('current');

  const { data: after } = await apiGet<VehicleDetail>('vehicles', `vehicles/${assigned!.shortCode}`);
  expect(after.worker).toBeNull();
  expect(after.assignments.find((a) => a.worker.id === driver.id)?.endedAt).toBeTruthy();
});

test('a RETRIB user changes a team config and a calendar override and sees the pay preview change', async ({
  page,
  signIn,
}) => {
  await signIn('retrib', '/retrib');
  const configForm = page.getByRole('form', { name: /^Pay configuration of / });
  await expect(configForm).toBeVisible();

  // The team's configuration: €1.00 per waypoint, €0.50 per km, €40.00 a day, €2.00 extra.
  await configForm.getByLabel('Per waypoint (€)').fill('1');
  await configForm.getByLabel('Per km (€)').fill('0,50');
  await configForm.getByLabel('Per day (€)').fill('40');
  await configForm.getByLabel('Extra (€)').fill('2.00');
  await configForm.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByText(/^Pay configuration of .* saved\.$/)).toBeVisible();

  // Pick a day of this month without an override: the preview of that day uses the configuration.
  const freeDay = page.locator('button[data-date]:not([data-override])').first();
  const date = (await freeDay.getAttribute('data-date'))!;
  // The page writes dates DD/MM/YYYY; the calendar's buttons keep the ISO day in data-date.
  const shown = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
  await freeDay.click();
  await page.getByRole('textbox', { name: 'Waypoints', exact: true }).fill('20');
  await page.getByRole('textbox', { name: 'Km', exact: true }).fill('50');
  // 40.00 + 20 x 1.00 + 50 x 0.50 + 2.00
  await expect(page.getByTestId('pay-preview-total')).toHaveText('€87.00');
  await expect(page.getByTestId('pay-preview-source')).toHaveText('Team configuration');

  // An override of that date (starting from the configuration) with €60.00 a day.
  const override = page.getByRole('form', { name: `Override of ${shown}` });
  await expect(override.getByLabel('Per day (€)')).toHaveValue('40.00');
  await override.getByLabel('Per day (€)').fill('60');
  await override.getByRole('button', { name: 'Add override' }).click();
  await expect(page.getByText(`Override of ${shown} saved.`)).toBeVisible();
  await expect(override.getByRole('button', { name: 'Save override' })).toBeVisible();
  await expect(page.locator(`button[data-date="${date}"]`)).toHaveAttribute('data-override', 'true');
  await expect(page.getByTestId('pay-preview-total')).toHaveText('€107.00');
  await expect(page.getByTestId('pay-preview-source')).toHaveText(/^Calendar override of /);

  // Edit the override: the preview follows.
  await override.getByLabel('Extra (€)').fill('5.55');
  await override.getByRole('button', { name: 'Save override' }).click();
  await expect(page.getByTestId('pay-preview-total')).toHaveText('€110.55');
});

test('a user without the role gets "Not allowed" on /vehicles and /retrib and 403 from the API', async ({
  page,
  signIn,
}) => {
  await signIn('clients', '/vehicles');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await page.goto('/retrib');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await page.goto('/vehicles/VH-0001');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

  for (const path of [
    'vehicles/getVehicles',
    'vehicles/getVehicleTypes',
    'retrib/getTeamList',
    'retrib/previewPay?teamId=1&date=2026-01-05&waypoints=1&km=1',
  ]) {
    const { status } = await apiGet('clients', path);
    expect(status, path).toBe(403);
  }
  const res = await fetch(`${apiUrl}/vehicles/addComment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokenOf('clients')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ comment: 'no', vehicleShortCodes: ['VH-0001'] }),
  });
  expect(res.status).toBe(403);
});
