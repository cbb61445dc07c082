import {
  ACCESS_TABLE,
  canAccessPage,
  canCallApi,
  isKnownPage,
  matchPattern,
  normalizeRoles,
  type AccessRule,
} from '../src/access';

describe('access matcher (docs/product.md#access-rules)', () => {
  it('compares roles in uppercase, whatever the cookie holds', () => {
    expect(normalizeRoles(['workers', ' Chat ', ''])).toEqual(['WORKERS', 'CHAT']);
    expect(canAccessPage('/workers', ['workers'])).toBe(true);
    expect(canAccessPage('/workers', ['WoRkErS'])).toBe(true);
    expect(canAccessPage('/chat', ['chat'])).toBe(true);
  });

  it('matches bracketed segments with any value of the same number of segments', () => {
    expect(matchPattern('/workers/[short_code]', '/workers/PAR-0042')).toBe(true);
    expect(matchPattern('/workers/[short_code]', '/workers')).toBe(false);
    expect(matchPattern('/workers/[short_code]', '/workers/a/b')).toBe(false);
    expect(canAccessPage('/clients/12', ['CLIENTS'])).toBe(true);
    expect(canAccessPage('/users/cfr/9', ['CFRUSERS'])).toBe(true);
    expect(canAccessPage('/finance/recovery/3', ['FINANCE'])).toBe(true);
    expect(canAccessPage('/regularMissions/5', ['REGULAR'])).toBe(true);
  });

  it('gives each page to its role only (the access table)', () => {
    const cases: [string, string][] = [
      ['/retrib', 'RETRIB'],
      ['/retrib/statements', 'RETRIB'],
      ['/workers', 'WORKERS'],
      ['/settings', 'SETTINGS'],
      ['/vehicles', 'VEHICLES'],
      ['/finance/recovery', 'FINANCE'],
      ['/finance/billing', 'FINANCE'],
      ['/clients', 'CLIENTS'],
      ['/chat', 'CHAT'],
      ['/users/cfr', 'CFRUSERS'],
      ['/planning', 'SHIFTS'],
      ['/regularMissions', 'REGULAR'],
    ];
    for (const [page, role] of cases) {
      expect(canAccessPage(page, [role])).toBe(true);
      const others = cases.map(([, r]) => r).filter((r) => r !== role);
      expect(canAccessPage(page, others)).toBe(false);
    }
  });

  it('opens pages of a rule with an empty role list to anyone', () => {
    for (const page of ['/', '/logout', '/codeqr']) {
      expect(canAccessPage(page, [])).toBe(true);
      expect(canAccessPage(page, null)).toBe(true);
    }
  });

  it('opens no role page to a user with no roles', () => {
    expect(canAccessPage('/workers', [])).toBe(false);
    expect(canAccessPage('/workers', undefined)).toBe(false);
  });

  it('prefers an exact pattern over a bracketed one', () => {
    const table: AccessRule[] = [
      { roles: ['WORKERS'], pages: ['/things/[id]'], api: [] },
      { roles: ['CHAT'], pages: ['/things/special'], api: [] },
    ];
    expect(canAccessPage('/things/special', ['CHAT'], table)).toBe(true);
    expect(canAccessPage('/things/special', ['WORKERS'], table)).toBe(false);
    expect(canAccessPage('/things/42', ['WORKERS'], table)).toBe(true);
  });

  it('knows which pages exist', () => {
    expect(isKnownPage('/workers/X')).toBe(true);
    expect(isKnownPage('/workers/X/Y')).toBe(false);
    expect(isKnownPage('/nowhere')).toBe(false);
    expect(ACCESS_TABLE.length).toBeGreaterThan(10);
  });

  it('answers the same when asked again, past the bound of remembered paths, and per table', () => {
    const table: AccessRule[] = [
      { roles: ['WORKERS'], pages: ['/things/[id]', '/things/[id]/more'], api: ['things/[id]'] },
      { roles: ['CHAT'], pages: ['/things/special'], api: ['things/special'] },
    ];
    for (let i = 0; i < 2500; i++) {
      expect(canAccessPage(`/things/${i}`, ['WORKERS'], table)).toBe(true);
      expect(canAccessPage(`/things/${i}/more`, ['CHAT'], table)).toBe(false);
    }
    expect(canAccessPage('/things/special', ['CHAT'], table)).toBe(true);
    expect(canAccessPage('/things/special', ['CHAT'], table)).toBe(true);
    expect(canCallApi('things/special', ['WORKERS'], table)).toBe(false);
    expect(canCallApi('things/7', ['WORKERS'], table)).toBe(true);
    // Another table with the same paths is read on its own.
    const other: AccessRule[] = [{ roles: ['CHAT'], pages: ['/things/[id]'], api: [] }];
    expect(canAccessPage('/things/7', ['WORKERS'], other)).toBe(false);
    expect(canAccessPage('/things/7', ['WORKERS'], table)).toBe(true);
    expect(isKnownPage('/things/7/more/again', table)).toBe(false);
  });
});
