// The federation preset's use of areas.json and of stamped versions (plain CommonJS, read with require).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const preset = require('../federation/index.js');
import path from 'node:path';
import { AREA_FACTS } from '../src/areas';

const root = path.resolve(__dirname, '..', '..');

describe('federation preset', () => {
  const config = (options: Record<string, unknown>) =>
    preset.createWebpackConfig(options)({}, { mode: 'production' }) as { devServer: { port: number } };

  it('takes an app\'s port from areas.json, and refuses a different one', () => {
    expect(config({ name: 'mfe_settings', dirname: path.join(root, 'mfe-settings') }).devServer.port).toBe(3005);
    expect(() => config({ name: 'mfe_settings', dirname: path.join(root, 'mfe-settings'), port: 3999 })).toThrow(
      /3999 here but 3005 in shared\/src\/areas\/areas.json/,
    );
  });

  it("writes the host's default remotes.json from areas.json", () => {
    expect(preset.localRemotes()).toEqual(
      Object.fromEntries(AREA_FACTS.map((a) => [a.federationName, `http://localhost:${a.port}/mf-manifest.json`])),
    );
  });

  it('stamps other versions of the singletons when asked (STAMP_SHARED_VERSIONS)', () => {
    const before = process.env.STAMP_SHARED_VERSIONS;
    process.env.STAMP_SHARED_VERSIONS = '@courier/shared=2.0.0, react=18.3.1';
    try {
      const versions = preset.sharedVersions(path.join(root, 'mfe-settings'));
      expect(versions['@courier/shared']).toBe('2.0.0');
      expect(versions.react).toBe('18.3.1');
      const shared = preset.sharedMap(path.join(root, 'mfe-settings'));
      expect(shared['react-dom/client'].version).toBe(preset.readCatalog()['react-dom']);
      expect(shared['@courier/shared/core']).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0' });
    } finally {
      if (before === undefined) delete process.env.STAMP_SHARED_VERSIONS;
      else process.env.STAMP_SHARED_VERSIONS = before;
    }
  });
});
