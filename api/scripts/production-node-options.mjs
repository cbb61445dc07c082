// Node's options of production: those of `start:prod` in api/package.json, the one place they
// are written. The benchmark and the nginx stage start the API with them, as production does.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** ['--enable-source-maps', '--max-semi-space-size=16', ...]: the words between `node` and `dist/server.js`. */
export function productionNodeOptions() {
  const pkg = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json'), 'utf8'));
  const words = pkg.scripts['start:prod'].split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('dist/server.js'));
}
