// Debian's chromium: Playwright cannot download its own browsers on these machines.
// The background-networking flags keep chromium from calling hosts this network refuses.
// One place for the tests (playwright.config.ts) and the benchmark (bench/web.ts).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
