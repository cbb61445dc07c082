import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_KEY, expect } from './fixtures';
import { apiUrl } from './portal';

/** The session token of the signed-in tab, for the API checks. */
export const tokenOf = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY) as Promise<string>;

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${apiUrl}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** axe-core, WCAG 2.1 A and AA, with the portal's one accepted rule (zooming disabled) left out. */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  // The toasts of the last action (the shared kit's notifications) close by themselves first.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'meta-viewport': { enabled: false } },
    })
    .analyze();
  expect
    .soft(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')} — ${v.help}`))
    .toEqual([]);
}

export interface ClientRow {
  clientId: number;
  businessCode: string;
}
export interface ClientDetail extends ClientRow {
  contacts: { name: string; email: string | null; isBillingContact: boolean }[];
  invoices: { invoiceNumber: string; remaining: number; businessUnit: unknown }[];
}
