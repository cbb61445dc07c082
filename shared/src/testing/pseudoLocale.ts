import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../i18n/pseudo';

/** Elements whose text a person reads as the app's own words. */
export const UI_WORD_ELEMENTS =
  'h1, h2, h3, h4, h5, h6, button, label, th, legend, [role="tab"], [role="columnheader"], a';
/** Attributes a person reads or hears as the app's own words. */
export const UI_WORD_ATTRIBUTES = ['aria-label', 'placeholder'] as const;

export interface PseudoLocaleCheck {
  /**
   * The fixtures' own values (names, codes, formatted dates): taken out of a text before it is
   * judged, a string wherever it occurs, a pattern wherever it matches.
   */
  data?: readonly (string | RegExp)[];
  /** More elements read as the app's words (e.g. `summary, dt`). */
  moreElements?: string;
  /** More attributes read as the app's words (e.g. `title`). */
  moreAttributes?: readonly string[];
  /** A label holding a field (or an icon) is judged by its own text, not by the field's. */
  ownTextOfLabels?: boolean;
  /**
   * Strict: the parts of a text outside the catalog's marked messages must be data too (a
   * heading `⟦Week of⟧ 12` passes, `⟦Week of⟧ next` does not). Otherwise a text holding a marked
   * message is the catalog's.
   */
  strict?: boolean;
}

const MARKED = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g');
/** A word: two letters or more (a lone letter is a unit or an initial). */
const WORD = /\p{L}{2,}/u;

function leftover(text: string, data: readonly (string | RegExp)[], strict: boolean): string {
  let rest = text;
  if (strict)
    // Marked messages nest (a message inside another's argument): from the inside out.
    for (let before = ''; before !== rest;) {
      before = rest;
      rest = rest.replace(MARKED, ' ');
    }
  // The longest values first: `Acme SA` is taken out whole before `Acme`.
  const strings = data.filter((v): v is string => typeof v === 'string').sort((a, b) => b.length - a.length);
  for (const value of strings) rest = rest.split(value).join(' ');
  for (const value of data)
    if (value instanceof RegExp)
      rest = rest.replace(
        new RegExp(value.source, value.flags.includes('g') ? value.flags : `${value.flags}g`),
        ' ',
      );
  return rest;
}

const ownText = (el: Element) =>
  [...el.childNodes]
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join('');

/**
 * The texts under `root` a person reads as the app's own words (headings, buttons, labels,
 * headers, tabs, links, aria-labels, placeholders) that did not come from a catalog, as
 * `where: text`, sorted. Run it with the pseudo-locale on (`setLocale('pseudo')`): every catalog
 * message is then wrapped in ⟦ ⟧, so a text without the mark is a word written in the code.
 */
export function untranslatedTexts(
  root: HTMLElement = document.body,
  check: PseudoLocaleCheck = {},
): string[] {
  const { data = [], moreElements, moreAttributes = [], ownTextOfLabels = false, strict = false } = check;
  const found = new Set<string>();
  const judge = (where: string, raw: string | null | undefined) => {
    const text = (raw ?? '').replace(/\s+/g, ' ').trim();
    if (!text || (!strict && text.includes(PSEUDO_OPEN))) return;
    if (WORD.test(leftover(text, data, strict))) found.add(`${where}: ${text}`);
  };
  const elements = moreElements ? `${UI_WORD_ELEMENTS}, ${moreElements}` : UI_WORD_ELEMENTS;
  for (const el of root.querySelectorAll<HTMLElement>(elements)) {
    const holdsField = ownTextOfLabels && el.querySelector('[aria-hidden], input, select, textarea');
    judge(el.tagName.toLowerCase(), holdsField ? ownText(el) : el.textContent);
  }
  for (const attribute of [...UI_WORD_ATTRIBUTES, ...moreAttributes])
    for (const el of root.querySelectorAll(`[${attribute}]`)) judge(attribute, el.getAttribute(attribute));
  return [...found].sort();
}
