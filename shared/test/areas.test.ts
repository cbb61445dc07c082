import { ACCESS_TABLE, ROLES } from '../src/access';
import { AREA_FACTS, HOST, areaNavLinks, pagesOfRole } from '../src/areas';

describe('areas.json: the facts of each area, written once', () => {
  it('gives every area a unique package, federation name and port', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(AREA_FACTS.map((a) => a.package))).toBe(true);
    expect(unique(AREA_FACTS.map((a) => a.federationName))).toBe(true);
    expect(unique([HOST.port, ...AREA_FACTS.map((a) => a.port)])).toBe(true);
    for (const area of AREA_FACTS) {
      expect(area.federationName).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(area.package.replace(/-/g, '_')).toBe(area.federationName);
    }
  });

  it('names known roles and pages below each section prefix', () => {
    for (const section of AREA_FACTS.flatMap((a) => a.sections)) {
      expect(ROLES).toContain(section.role);
      for (const page of section.pages) expect(page === section.prefix || page.startsWith(`${section.prefix}/`)).toBe(true);
    }
  });

  it('feeds the access table: each role opens the pages of its sections', () => {
    for (const role of ROLES) {
      const fromTable = ACCESS_TABLE.filter((r) => r.roles.length === 1 && r.roles[0] === role).flatMap((r) => r.pages);
      expect(fromTable).toEqual(pagesOfRole(role));
    }
  });

  it('orders the navbar links across areas', () => {
    expect(areaNavLinks().map((l) => l.href)).toEqual([
      '/workers',
      '/retrib',
      '/vehicles',
      '/clients',
      '/users/cfr',
      '/regularMissions',
      '/settings',
      '/finance/recovery',
      '/chat',
      '/planning',
    ]);
  });
});
