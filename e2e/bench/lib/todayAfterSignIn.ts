// Today "after sign-in": a fresh tab signs in through the sign-in page (password, then the
// authenticator code), and the clock runs from the last step's submit to the Today widgets
// shown by the portal, which starts in the sign-in page (or after a full page load when it
// was not ready: both pages' clocks are turned into one by performance.timeOrigin).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD, DEMO_SECRET, apiSignIn } from '../../support/accounts';
import { portalUrl, root } from '../../support/portal';
import { countApiCalls, msUntilShown } from './dataShown';

/** Every widget has its figures and no area is still loading its part (a skeleton). */
export const TODAY_SHOWN = { needs: '[data-widget] [data-today]', absent: '.mantine-Skeleton-root' };

const SUBMIT_KEY = '__benchSubmitAt';
// The wall-clock time of the last form submitted (kept by the tab across the page load).
const MARK_SUBMITS = `document.addEventListener('submit', () => {
  sessionStorage.setItem('${SUBMIT_KEY}', String(performance.timeOrigin + performance.now()));
}, true);`;

const PERIOD_S = 30;
/**
 * The last code step used, kept across runs: a run started within 30 s of the previous one
 * would otherwise send a code already used, and the server counts each as a wrong code (20 a
 * day lock the account's codes).
 */
const STEP_FILE = join(root, 'data', '.bench-last-code-step');
let lastStep = (() => {
  try {
    return Number(readFileSync(STEP_FILE, 'utf8')) || 0;
  } catch {
    return 0;
  }
})();
function markStepUsed(step: number) {
  lastStep = Math.max(lastStep, step);
  try {
    writeFileSync(STEP_FILE, String(lastStep));
  } catch {
    // a read-only checkout: the next run may wait for a new period, nothing worse
  }
}
const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD_S);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A code the server has not seen yet: a code works once and the steps must grow; the server
 * accepts the next period's code (clock drift), else this waits for a new period.
 */
async function freshCode(): Promise<string> {
  for (;;) {
    const now = currentStep();
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      markStepUsed(step);
      return generate({ secret: DEMO_SECRET, epoch: step * PERIOD_S });
    }
    await pause(1000);
  }
}

/**
 * A session through the API (the current code), once the codes of a run that just ended are
 * stale; the sign-ins of the rounds then use newer codes.
 */
export async function benchSignIn(login = 'admin'): Promise<string> {
  while (currentStep() <= lastStep) await pause(1000);
  const token = await apiSignIn(login);
  markStepUsed(currentStep());
  return token;
}

export interface SignInOptions {
  login?: string;
  /**
   * How long the code step stays open before its submit: 0 for a code typed at once, a few
   * seconds for a person reading it off a phone (the sign-in page loads the portal meanwhile).
   */
  codeStepMs?: number;
  /** Looks at the page once shown (`start`: the submit on the page's clock). */
  inspect?: (page: Page, start: number) => Promise<void>;
}

/**
 * Milliseconds from the code step's submit to Today's widgets shown, in a fresh tab. The code
 * is taken before the sign-in starts (waiting for a new period if need be), so the code step
 * lasts `codeStepMs` and no more.
 */
export async function todayAfterSignIn(
  browser: Browser,
  { login = 'admin', codeStepMs = 0, inspect }: SignInOptions = {},
): Promise<number> {
  const code = await freshCode();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await countApiCalls(context);
    await context.addInitScript({ content: MARK_SUBMITS });
    const page = await context.newPage();
    await page.goto(`${portalUrl}/login`);
    await page.getByLabel('Login').fill(login);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Code').fill(code);
    if (codeStepMs > 0) await page.waitForTimeout(codeStepMs);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
    const start = await page.evaluate<number>(
      `Number(sessionStorage.getItem('${SUBMIT_KEY}')) - performance.timeOrigin`,
    );
    const ms = await msUntilShown(page, start, TODAY_SHOWN);
    await inspect?.(page, start);
    return ms;
  } finally {
    await context.close();
  }
}
