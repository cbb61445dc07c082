import { setLocale } from '@courier/shared';
import { centsToEuros, centsToEurosInput, eurosToCents, validateEuros } from '../../../src/features/retrib/utils/money';

describe('euros <-> cents', () => {
  it.each([
    ['12.34', 1234],
    ['12,34', 1234],
    ['0.1', 10],
    ['0.29', 29],
    ['1.15', 115],
    ['19.99', 1999],
    ['4.35', 435],
    ['7', 700],
    ['0', 0],
    ['0.05', 5],
    [' 3.5 ', 350],
    ['8.2€', 820],
    ['10000000', 1_000_000_000],
  ])('parses %p as %p cents', (text, cents) => {
    expect(eurosToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-1', '1.005', '1.2.3', '12.', '.5', '1e3', '10000000.01', '99999999.99'])(
    'refuses %p',
    (text) => {
      expect(eurosToCents(text)).toBeNull();
    },
  );

  it('formats cents without float drift', () => {
    expect(centsToEuros(1234)).toBe('12.34');
    expect(centsToEuros(5)).toBe('0.05');
    expect(centsToEuros(0)).toBe('0.00');
    expect(centsToEuros(100)).toBe('1.00');
    expect(centsToEuros(1_000_000_000)).toBe('10000000.00');
  });

  it('round-trips every amount from 0 to 1,000.00 € exactly (where x * 100 would drift)', () => {
    // 0.29 * 100 === 28.999999999999996 and 1.15 * 100 === 114.99999999999999 in floating point.
    expect(0.29 * 100).not.toBe(29);
    for (let cents = 0; cents <= 100_000; cents++) {
      const text = centsToEuros(cents);
      if (eurosToCents(text) !== cents) throw new Error(`${cents} -> ${text} -> ${eurosToCents(text)}`);
    }
  });

  it('names what is wrong with an amount', () => {
    expect(validateEuros('')).toBe('Required');
    expect(validateEuros('-2')).toBe('Must not be negative');
    expect(validateEuros('1.234')).toMatch(/at most 2 decimals/);
    expect(validateEuros('12.30')).toBeNull();
    // The call's own limit (100 € per unit) said in euros, not in the contract's cents.
    expect(validateEuros('100', 10_000)).toBeNull();
    expect(validateEuros('100.01', 10_000)).toBe('At most €100.00');
  });
});

describe('amounts in an input', () => {
  afterEach(() => setLocale('en'));

  it('are written with the decimal mark of the language, and read back either way', () => {
    expect(centsToEurosInput(1234)).toBe('12.34');
    setLocale('fr');
    expect(centsToEurosInput(1234)).toBe('12,34');
    expect(eurosToCents(centsToEurosInput(1234))).toBe(1234);
    expect(validateEuros('1.234')).toMatch(/2 décimales au plus/);
  });
});
