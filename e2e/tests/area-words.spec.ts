import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, mountedAreas, test } from '../support/fixtures';
import { adminApi } from '../support/pages';
import { root } from '../support/portal';

/**
 * An area owns its words: a French message changed in the settings area's catalog reaches the
 * running portal when that area alone is rebuilt and redeployed; the shell is not rebuilt.
 */
test('an area rebuilt alone shows its new French message without the shell rebuilt', async ({ page, signIn }) => {
  test.setTimeout(240_000);
  const app = join(root, 'mfe-settings');
  const catalog = join(app, 'src/i18n/fr/outbox.ts');
  const next = join(app, 'dist-next');
  const previous = join(app, 'dist-previous');
  const shellEntry = join(root, 'shell/dist/index.html');
  const shellBefore = readFileSync(shellEntry, 'utf8');
  rmSync(next, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });

  const newWords = `Boîte d’envoi ${Date.now().toString(36)}`;
  const original = readFileSync(catalog, 'utf8');
  expect(original).toContain("'outbox.title': 'Boîte d’envoi',");
  writeFileSync(catalog, original.replace("'outbox.title': 'Boîte d’envoi',", `'outbox.title': '${newWords}',`));
  let build;
  try {
    build = spawnSync(
      process.execPath,
      [join(root, '.tools/node_modules/pnpm/bin/pnpm.cjs'), 'run', 'build', '--output-path', next],
      { cwd: app, env: process.env, encoding: 'utf8' },
    );
  } finally {
    writeFileSync(catalog, original);
  }
  expect(build.status, build.stderr + build.stdout).toBe(0);

  await adminApi('users/setLanguage', { language: 'fr' });
  try {
    await signIn('admin', '/settings');
    await expect(mountedAreas(page)).toHaveCount(1);
    // The settings menu names the outbox from the area's catalog.
    const tab = page.getByRole('main').getByRole('navigation').getByRole('link', { name: /Boîte d’envoi/ });
    await expect(tab).toHaveText('Boîte d’envoi');

    // Atomic switch of the served folder, as a deployment of this area alone would do.
    renameSync(join(app, 'dist'), previous);
    renameSync(next, join(app, 'dist'));
    try {
      await page.reload();
      await expect(tab).toHaveText(newWords);
      expect(readFileSync(shellEntry, 'utf8')).toBe(shellBefore);
    } finally {
      if (existsSync(previous)) {
        rmSync(join(app, 'dist'), { recursive: true, force: true });
        renameSync(previous, join(app, 'dist'));
      }
    }
  } finally {
    await adminApi('users/setLanguage', { language: 'en' });
  }
});
