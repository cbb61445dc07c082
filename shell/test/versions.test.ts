import { versionLine, versionMismatch } from '../src/features/areas/versions';

const portal = { react: '19.3.1', 'react-dom': '19.3.1', '@mantine/core': '9.7.3', '@courier/shared': '1.4.0' };

describe('version safety of the areas', () => {
  it('reads the compatible line as semver caret does', () => {
    expect(versionLine('19.3.1')).toBe('19.x');
    expect(versionLine('0.1.0')).toBe('0.1.x');
    expect(versionLine('^2.0.0')).toBe('2.x');
  });

  it('accepts an area built on the same major lines, whatever the minor versions', () => {
    expect(
      versionMismatch(
        [
          { name: 'react', version: '19.0.0' },
          { name: 'react-dom/client', version: '19.9.0' },
          { name: '@courier/shared/core', version: '1.0.2' },
          { name: 'dayjs', version: '1.11.0' },
        ],
        portal,
      ),
    ).toBeNull();
    expect(versionMismatch(undefined, portal)).toBeNull();
  });

  it('refuses an area built on another major line of a singleton, naming it', () => {
    expect(versionMismatch([{ name: '@courier/shared', version: '2.0.0' }], portal)).toMatch(
      /^This area was built for @courier\/shared 2\.x; the portal runs 1\.x\./,
    );
    expect(versionMismatch([{ name: 'react-dom/client', version: '18.3.1' }], portal)).toMatch(
      /^This area was built for react-dom 18\.x; the portal runs 19\.x\./,
    );
    expect(versionMismatch([{ name: '@courier/shared', version: '0.2.0' }], { '@courier/shared': '0.1.0' })).toMatch(
      /built for @courier\/shared 0\.2\.x; the portal runs 0\.1\.x/,
    );
  });
});
