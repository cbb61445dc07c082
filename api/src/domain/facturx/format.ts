import type { LegalLanguage } from './types';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

function groupThousands(units: string, sep: string): string {
  return units.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Cents to euros: fr `1 234,56 €` (U+202F between thousands), en `€1,234.56`. */
export function formatMoney(cents: number, lang: LegalLanguage): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100));
  const dec = String(abs % 100).padStart(2, '0');
  return lang === 'fr'
    ? `${sign}${groupThousands(units, NNBSP)},${dec}${NBSP}€`
    : `${sign}€${groupThousands(units, ',')}.${dec}`;
}

/** `2026-12-31` to fr `31/12/2026`, en `31 Dec 2026`. */
export function formatDate(iso: string, lang: LegalLanguage): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  const [, y, mo, d] = m;
  if (lang === 'fr') return `${d}/${mo}/${y}`;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    Number(mo) - 1
  ];
  return `${Number(d)} ${month} ${y}`;
}

/** Basis points to a percentage: fr `5,5 %`, en `5.5%`. */
export function formatRate(bp: number, lang: LegalLanguage): string {
  const s = (bp / 100).toFixed(2).replace(/\.?0+$/, '');
  return lang === 'fr' ? `${s.replace('.', ',')}${NNBSP}%` : `${s}%`;
}

/** A quantity: fr `1,5`, en `1.5`. */
export function formatQuantity(q: number, lang: LegalLanguage): string {
  const s = String(q);
  return lang === 'fr' ? s.replace('.', ',') : s;
}

/** Cents as an XML decimal: 123456 -> `1234.56`. */
export function xmlAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as an XML percent: 2000 -> `20`, 550 -> `5.5`. */
export function xmlPercent(bp: number): string {
  return (bp / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** `123456789` -> `123 456 789`, for SIREN and SIRET on paper. */
export function spacedDigits(id: string): string {
  return id.length === 14
    ? `${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6, 9)} ${id.slice(9)}`
    : id.replace(/(\d{3})(?=\d)/g, '$1 ');
}
