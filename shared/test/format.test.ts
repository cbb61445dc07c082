import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTime,
  setLocale,
  getLocale,
  todayInParis,
} from '@courier/shared/core';

// Intl separates groups and units with narrow no-break spaces in French: compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the one formatting module', () => {
  afterEach(() => setLocale('en'));

  it('writes money the way each language does, from cents', () => {
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
    expect(plain(formatMoney(123456, 'fr'))).toBe('1 234,56 €');
    expect(plain(formatMoney(-705, 'fr'))).toBe('-7,05 €');
  });

  it('writes calendar days the same in every time zone, day first', () => {
    expect(formatDate('2026-12-31', 'en')).toBe('31/12/2026');
    expect(formatDate('2026-12-31', 'fr')).toBe('31/12/2026');
    // 23:30 UTC on the 31st is already the 1st in Paris.
    expect(formatDate('2026-12-31T23:30:00Z', 'fr')).toBe('01/01/2027');
  });

  it('writes times in 24 h, Paris time: 14:05 in English, 14 h 05 in French', () => {
    expect(formatTime('2026-07-01T12:05:00Z', 'en')).toBe('14:05');
    expect(formatTime('2026-07-01T12:05:00Z', 'fr')).toBe('14 h 05');
    expect(formatDateTime('2026-01-15T08:00:00Z', 'en')).toBe('15/01/2026 09:00');
    expect(formatClock('7:30', 'fr')).toBe('07 h 30');
  });

  it('writes long dates, months, numbers, percentages, durations and sizes', () => {
    expect(formatLongDate('2026-11-25', 'fr')).toBe('mercredi 25 novembre 2026');
    expect(formatLongDate('2026-11-25', 'en')).toBe('Wednesday, 25 November 2026');
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(plain(formatNumber(12345.5, 1, 'fr'))).toBe('12 345,5');
    expect(formatNumber(12345, undefined, 'en')).toBe('12,345');
    expect(formatPercent(0.125, 1, 'en')).toBe('12.5%');
    expect(plain(formatPercent(0.125, 1, 'fr'))).toBe('12,5 %');
    expect(formatDuration(370, 'en')).toBe('6 h 10');
    expect(formatDuration(45, 'fr')).toBe('45 min');
    expect(formatFileSize(1.5 * 1024 * 1024, 'fr')).toBe('1,5 Mo');
  });

  it('follows the page language when none is given', () => {
    setLocale('fr');
    expect(getLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(plain(formatMoney(100))).toBe('1,00 €');
    setLocale('en');
    expect(formatMoney(100)).toBe('€1.00');
  });

  it("knows Paris' day at midnight UTC", () => {
    expect(todayInParis(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});
