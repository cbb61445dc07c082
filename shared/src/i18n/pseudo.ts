/** The marks around every message of the pseudo-locale: text on screen without them did not come from a catalog. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = {
  a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', c: 'ç', n: 'ñ', y: 'ý',
  A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', C: 'Ç', N: 'Ñ', Y: 'Ý',
};

/**
 * A message of the pseudo-locale: accented and marked, ICU arguments untouched (only the text
 * outside braces, and the text of plural/select branches, is accented).
 */
export function pseudoMessage(message: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (const ch of message) {
    if (ch === "'") quoted = !quoted;
    if (!quoted && ch === '{') depth += 1;
    if (!quoted && ch === '}') depth -= 1;
    // Even depths are text: 0 at the top, 2 inside `{n, plural, one {text}}`.
    out += depth % 2 === 0 && ch !== '}' ? (ACCENTED[ch] ?? ch) : ch;
  }
  return `${PSEUDO_OPEN}${out}${PSEUDO_CLOSE}`;
}

export function pseudoCatalog<C extends Record<string, string>>(catalog: C): C {
  return Object.fromEntries(Object.entries(catalog).map(([k, v]) => [k, pseudoMessage(v)])) as C;
}
