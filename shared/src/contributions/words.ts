import type { Locale } from '@courier/shared/core';
import { pseudoMessage } from '../i18n/pseudo';
import type { Words } from './types';

/** A contribution's name in the page's language (marked in the pseudo-locale, as catalog messages are). */
export function wordsIn(words: Words, locale: Locale): string {
  return locale === 'pseudo' ? pseudoMessage(words.en) : words[locale];
}
