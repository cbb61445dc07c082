import { createStore, useStore } from '../store/createStore';

/** The portal's languages; `pseudo` is English with every catalog message marked (tests). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Locale = Language | 'pseudo';

const STORAGE_KEY = 'courier.locale';

/** The BCP 47 tag that Intl formats with: English follows en-GB conventions (24 h, day first). */
export function intlLocale(locale: Locale): string {
  return locale === 'fr' ? 'fr-FR' : 'en-GB';
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function initialLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === 'pseudo' || isLanguage(saved)) return saved;
  } catch {
    // storage disabled: English until the user's own language arrives
  }
  return 'en';
}

/** One value for the whole page (shell and every area read the same singleton store). */
export const localeStore = createStore<Locale>(initialLocale());

function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}
applyToDocument(localeStore.get());

/** Switches the page's language at once (no reload) and remembers it for the next visit's first paint. */
export function setLocale(locale: Locale): void {
  localeStore.set(locale);
  applyToDocument(locale);
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage disabled: the server's value is read again at the next sign-in
  }
}

/** Reads the language again from storage (the sign-in page's bundle may have set it). */
export function reloadLocale(): void {
  const locale = initialLocale();
  localeStore.set(locale);
  applyToDocument(locale);
}

export const getLocale = (): Locale => localeStore.get();
export const useLocale = (): Locale => useStore(localeStore);
