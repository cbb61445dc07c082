import { getLocale, isLanguage, setLocale, useLocale, type Locale } from '@courier/shared/core';
import { pseudoMessage } from '../i18n/pseudo';
import type { Words } from '../contributions/types';

/** The standalone dev host's own words (its bar and states); its forms speak the sign-in's. */
const devHostEn = {
  'devHost.bar': '{title} — standalone dev host',
  'devHost.nav': 'Standalone dev host',
  'devHost.signOut': 'Sign out ({login})',
  'devHost.checking': 'Checking the session…',
  'devHost.language': 'Language',
} as const;
type DevHostMessageId = keyof typeof devHostEn;

const devHostFr: Record<DevHostMessageId, string> = {
  'devHost.bar': '{title} — hôte de développement autonome',
  'devHost.nav': 'Hôte de développement autonome',
  'devHost.signOut': 'Déconnexion ({login})',
  'devHost.checking': 'Vérification de la session…',
  'devHost.language': 'Langue',
};

function devHostText(id: DevHostMessageId, values: Record<string, string>, locale: Locale): string {
  const message =
    locale === 'fr' ? devHostFr[id] : locale === 'pseudo' ? pseudoMessage(devHostEn[id]) : devHostEn[id];
  return message.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}

/** `t(id, values)` of the dev host, following the page's language. */
export function useDevHostT(): (id: DevHostMessageId, values?: Record<string, string>) => string {
  const locale = useLocale();
  return (id, values = {}) => devHostText(id, values, locale);
}

/** An area's name given in both languages (or one name, the same in both), in the page's language. */
export function nameIn(name: string | Words, locale: Locale): string {
  if (typeof name === 'string') return name;
  return locale === 'pseudo' ? pseudoMessage(name.en) : name[locale];
}

let asked: Locale | null = null;

/**
 * The language the address asks for (`?lang=fr`, `?lang=en`, or `?lang=pseudo` to see the
 * marked catalog messages): applied at once, and again over the signed-in user's own language,
 * until the developer picks one with the bar's switch.
 */
export function applyAddressLanguage(
  search = typeof window === 'undefined' ? '' : window.location.search,
): Locale | null {
  const lang = new URLSearchParams(search).get('lang');
  asked = lang === 'pseudo' || isLanguage(lang) ? lang : null;
  if (asked && getLocale() !== asked) setLocale(asked);
  return asked;
}

/** The address's language, when the user's own one (set at sign-in) has replaced it. */
export function keepAddressLanguage(): void {
  if (asked && getLocale() !== asked) setLocale(asked);
}

/** The developer chose a language with the switch: the address no longer decides. */
export function forgetAddressLanguage(): void {
  asked = null;
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url);
}
