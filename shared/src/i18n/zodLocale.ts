import { z } from 'zod';
import { getLocale, localeStore } from '@courier/shared/core';

// The contract's own checks speak the page's language too: zod's built-in messages
// (too short, not a number, ...) follow the locale; the contract's custom ones stay English.
function applyZodLocale(): void {
  z.config(getLocale() === 'fr' ? z.locales.fr() : z.locales.en());
}
applyZodLocale();
localeStore.subscribe(applyZodLocale);
