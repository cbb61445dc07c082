import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, mountedAreas, nav, test } from '../support/fixtures';
import { appUrl, root, startApp, stopApp } from '../support/portal';

/** The compatible line of a version, as the shell words it (0.1.0 -> 0.1.x, 2.0.0 -> 2.x). */
const line = (version: string) => {
  const [major, minor] = version.split('.');
  return major === '0' ? `0.${minor}.x` : `${major}.x`;
};

test('an area built against another major version of a shared singleton is refused with a clear message, the others keep working', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  const app = join(root, 'mfe-settings');
  const stamped = join(root, 'test-results', 'mfe-settings-shared-2');
  rmSync(stamped, { recursive: true, force: true });
  // The same area, built as if against @courier/shared 2.0.0 (the federation preset stamps the
  // versions of the singletons into its mf-manifest.json); nothing else is rebuilt.
  const build = spawnSync(
    process.execPath,
    [join(root, '.tools/node_modules/pnpm/bin/pnpm.cjs'), 'run', 'build', '--output-path', stamped],
    { cwd: app, env: { ...process.env, STAMP_SHARED_VERSIONS: '@courier/shared=2.0.0' }, encoding: 'utf8' },
  );
  expect(build.status, build.stderr + build.stdout).toBe(0);
  const manifest = JSON.parse(readFileSync(join(stamped, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  expect(manifest.shared.find((s) => s.name === '@courier/shared')?.version).toBe('2.0.0');
  const portalShared = (JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')) as { version: string })
    .version;

  // Deployed in place of the Settings area, on its port.
  await stopApp('mfe-settings');
  await startApp('mfe-settings', stamped);
  try {
    const settingsEntry: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(appUrl('mfe-settings')) && request.url().includes('remoteEntry.js'))
        settingsEntry.push(request.url());
    });
    await signIn('admin', '/settings');
    const message = `This area was built for @courier/shared 2.x; the portal runs ${line(portalShared)}.`;
    const panel = page.getByRole('alert').filter({ hasText: message });
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(panel).toContainText('This area could not be loaded');
    await expect(nav(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(mountedAreas(page)).toHaveCount(0);
    // Refused from its manifest: none of its code ran in the page.
    expect(settingsEntry).toEqual([]);

    // The other areas keep working.
    await nav(page).getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(mountedAreas(page)).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText('Chat');
    await expect(panel).toHaveCount(0);

    await nav(page).getByRole('link', { name: 'Settings' }).click();
    await expect(panel).toBeVisible();
  } finally {
    await stopApp('mfe-settings');
    await startApp('mfe-settings');
    rmSync(stamped, { recursive: true, force: true });
  }
});
