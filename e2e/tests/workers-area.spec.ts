import { deflateSync } from 'node:zlib';
import { TOKEN_KEY, expect, test } from '../support/fixtures';
import { apiUrl } from '../support/portal';
import { prepareBigWorkersList } from '../support/bigWorkersList';

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG (size x size, RGB gradient), made here so the server can decode and re-encode it. */
function pngBuffer(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < size; x++) {
      raw[row + 1 + x * 3] = (x * 255) / size;
      raw[row + 2 + x * 3] = (y * 255) / size;
      raw[row + 3 + x * 3] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a WORKERS user adds a worker, finds it by search, opens it by short code and uploads a photo', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const lastName = `Playwright${Date.now().toString(36)}`;
  await signIn('workers', '/workers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Coursiers' })).toBeVisible();
  const table = main.getByRole('table', { name: 'Workers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();

  // add
  await main.getByRole('button', { name: 'Add worker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add worker' });
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Zoé');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill(lastName);
  await dialog.getByRole('combobox', { name: /Company/ }).selectOption({ index: 1 });
  await expect(dialog.getByText(/Short code will be [A-Z0-9]+-\d+/)).toBeVisible();
  await dialog.getByRole('combobox', { name: /Agency/ }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: /Team/ }).selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`${lastName.toLowerCase()}@example.com`);
  await dialog.getByRole('button', { name: 'Create worker' }).click();
  await expect(dialog.getByText('Worker created')).toBeVisible();
  const shortCode = (await dialog.getByTestId('created-short-code').textContent())!.trim();
  expect(shortCode).toMatch(/^[A-Z0-9]+-\d+$/);
  // The dialog's own Close (its × is named Close too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // find by search
  await main.getByRole('searchbox', { name: 'Search' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(shortCode);
  await expect(main.getByText('1 worker shown')).toBeVisible();

  // open by short code: the row is a real link (a portal navigation, no full page load)
  await table.getByRole('link', { name: shortCode }).click();
  await expect(page).toHaveURL(new RegExp(`/workers/${shortCode}$`));
  await expect(main.getByRole('heading', { name: `Zoé ${lastName}` })).toBeVisible();
  await expect(main.getByTestId('worker-short-code')).toHaveText(shortCode);

  // the detail page also opens from the address
  await page.goto(`/workers/${shortCode.toLowerCase()}`);
  await expect(main.getByRole('heading', { name: `Zoé ${lastName}` })).toBeVisible();

  // photo: choose, preview, upload; the server answers a WebP thumbnail
  await main.getByLabel('Photo file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: pngBuffer() });
  await expect(main.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await main.getByRole('button', { name: 'Upload photo' }).click();
  const photo = main.getByRole('img', { name: `Photo of Zoé ${lastName}` });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await expect(main.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveCount(0);

  // the events tell the story
  await main.getByRole('tab', { name: 'Events' }).click();
  await expect(main.getByText('Photo uploaded')).toBeVisible();
  await expect(main.getByText('Created', { exact: true })).toBeVisible();
});

test('an unknown short code shows a clear "no worker" state', async ({ page, signIn }) => {
  await signIn('workers', '/workers/NOPE-999999');
  await expect(page.getByRole('main').getByText('No worker with this short code')).toBeVisible();
});

test('a user without the WORKERS role gets "Not allowed" on /workers and 403 from the API', async ({
  page,
  request,
  signIn,
}) => {
  await signIn('clients', '/workers');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Workers' })).toHaveCount(0);

  const token = await page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  const answer = await request.get(`${apiUrl}/workers/getWorkers`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
});

// How fast they show is measured by `pnpm bench web`, not asserted here.
test('2,000 workers: only the visible rows are in the page, and scrolling reaches the last', async ({
  page,
  signIn,
}) => {
  await prepareBigWorkersList(page);
  await signIn('workers', '/workers');
  const main = page.getByRole('main');
  await main.getByText('2000 workers shown').waitFor();

  const table = main.getByRole('table', { name: 'Workers' });
  expect(await table.locator('tbody tr').count()).toBeLessThan(100);
  // scrolling reaches the last worker, still rendering only a window of rows
  await table.getByRole('link', { name: 'BIG-0001' }).hover();
  for (let i = 0; i < 40 && !(await table.getByRole('link', { name: 'BIG-2000' }).isVisible()); i++)
    await page.mouse.wheel(0, 4000);
  await expect(table.getByRole('link', { name: 'BIG-2000' })).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeLessThan(100);
});
