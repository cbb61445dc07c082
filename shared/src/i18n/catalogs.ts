import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language, Locale } from '@courier/shared/core';
import { pseudoCatalog } from './pseudo';

/** A catalog: message id → ICU message. English is the source; French has the same ids. */
export type Catalog = Record<string, string>;
export type Translation<C extends Catalog> = { readonly [K in keyof C]: string };
export type Catalogs<C extends Catalog> = { en: C; fr: Translation<C> };

const warned = new Set<string>();

/** French ids the catalog lacks: shown in English and reported once in development. */
export function missingTranslations(en: Catalog, fr: Partial<Catalog>): string[] {
  return Object.keys(en).filter((id) => typeof fr[id] !== 'string');
}

function reportMissing(owner: string, en: Catalog, fr: Partial<Catalog>): void {
  if (process.env.NODE_ENV === 'production' || warned.has(owner)) return;
  const missing = missingTranslations(en, fr);
  warned.add(owner);
  if (missing.length) console.warn(`[i18n] ${owner}: ${missing.length} French message(s) missing, shown in English: ${missing.join(', ')}`);
}

/** The messages of one locale: French falls back to English message by message. */
export function messagesFor(owner: string, locale: Locale, en: Catalog, fr: Partial<Catalog>): Catalog {
  if (locale === 'pseudo') return pseudoCatalog(en);
  if (locale === 'en') return en;
  reportMissing(owner, en, fr);
  return { ...en, ...fr } as Catalog;
}

/** For the parity tests: the names of a message's ICU arguments and tags, sorted. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if ('value' in el && el.type !== TYPE.literal) names.add(String(el.value));
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
      if ('children' in el) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

export type { Language };
