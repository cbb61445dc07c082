import {
  computeLegalTotals,
  formatDate,
  formatMoney,
  formatRate,
  type LegalLine,
} from '../../src/domain/facturx';

describe('computeLegalTotals (EN 16931 rounding)', () => {
  const line = (l: Partial<LegalLine>): LegalLine => ({
    description: 'x',
    quantity: 1,
    unitPriceCents: 100,
    vatCategory: 'S',
    vatRateBp: 2000,
    ...l,
  });

  test('VAT is computed once per category and rate on the sum of the lines (BR-CO-17)', () => {
    // Per line: 3 × round(3.33 × 5.5 %) = 3 × 0.18 = 0.54; on the group: round(9.99 × 5.5 %) = 0.55.
    const t = computeLegalTotals({
      lines: [1, 2, 3].map(() => line({ unitPriceCents: 333, vatRateBp: 550 })),
    });
    expect(t.vatBreakdown).toEqual([
      { category: 'S', rateBp: 550, taxableCents: 999, vatCents: 55, exemption: null },
    ]);
    expect(t).toMatchObject({
      lineTotalCents: 999,
      taxExclusiveCents: 999,
      vatTotalCents: 55,
      taxInclusiveCents: 1054,
      amountDueCents: 1054,
    });
  });

  test('line nets are quantity × unit price rounded half away from zero, without float drift', () => {
    expect(
      computeLegalTotals({ lines: [line({ quantity: 12.5, unitPriceCents: 1999 })] }).lineNetCents,
    ).toEqual([24988]);
    // 1.005 × 100 is 100.49999… in floating point; the cent is 101.
    expect(
      computeLegalTotals({ lines: [line({ quantity: 1.005, unitPriceCents: 100 })] }).lineNetCents,
    ).toEqual([101]);
    // VAT half a cent: 1.00 € × 5.5 % = 0.055 → 0.06.
    expect(computeLegalTotals({ lines: [line({ unitPriceCents: 100, vatRateBp: 550 })] }).vatTotalCents).toBe(
      6,
    );
  });

  test('groups by category and rate, totals add up (BR-CO-10..16)', () => {
    const t = computeLegalTotals({
      lines: [
        line({ unitPriceCents: 10_000 }),
        line({ unitPriceCents: 5_000, vatRateBp: 1000 }),
        line({ unitPriceCents: 2_000, vatCategory: 'AE', vatRateBp: 0 }),
        line({ unitPriceCents: 3_000 }),
      ],
    });
    expect(t.vatBreakdown.map((g) => [g.category, g.rateBp, g.taxableCents, g.vatCents])).toEqual([
      ['AE', 0, 2_000, 0],
      ['S', 2000, 13_000, 2_600],
      ['S', 1000, 5_000, 500],
    ]);
    expect(t.vatBreakdown[0]!.exemption).toEqual({ code: 'VATEX-EU-AE', text: 'Autoliquidation' });
    expect(t.lineTotalCents).toBe(20_000);
    expect(t.vatTotalCents).toBe(3_100);
    expect(t.taxInclusiveCents).toBe(23_100);
    expect(t.amountDueCents).toBe(23_100);
  });

  test('refuses what the standard does not allow', () => {
    expect(() => computeLegalTotals({ lines: [] })).toThrow(/at least one line/);
    expect(() => computeLegalTotals({ lines: [line({ netCents: 99 })] })).toThrow(
      /not quantity × unit price/,
    );
    expect(() => computeLegalTotals({ lines: [line({ vatCategory: 'Z', vatRateBp: 2000 })] })).toThrow(
      /rate 0/,
    );
    expect(() => computeLegalTotals({ lines: [line({ vatRateBp: 0 })] })).toThrow(/standard rate/);
    expect(() => computeLegalTotals({ lines: [line({ quantity: 1.0001 })] })).toThrow(/3 decimals/);
    expect(() => computeLegalTotals({ lines: [line({ vatCategory: 'E', vatRateBp: 0 })] })).toThrow(
      /exemption reason/,
    );
    expect(computeLegalTotals({ lines: [line({ netCents: 100 })] }).lineNetCents).toEqual([100]);
  });
});

describe('formats', () => {
  test('French and English money, dates and rates', () => {
    expect(formatMoney(123_456, 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(123_456_789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€');
    expect(formatMoney(5, 'fr')).toBe('0,05\u00a0€');
    expect(formatMoney(123_456, 'en')).toBe('€1,234.56');
    expect(formatDate('2026-12-31', 'fr')).toBe('31/12/2026');
    expect(formatDate('2026-12-31', 'en')).toBe('31 Dec 2026');
    expect(formatRate(550, 'fr')).toBe('5,5\u202f%');
    expect(formatRate(2000, 'en')).toBe('20%');
  });
});
