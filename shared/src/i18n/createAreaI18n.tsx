import { useCallback, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { getLocale, intlLocale, useLocale, type Locale } from '@courier/shared/core';
import { messagesFor, type Catalogs, type Catalog } from './catalogs';
import { sharedCatalogs, type SharedMessageId } from './shared-messages';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

function onError(error: { code?: string; message: string }) {
  // Missing French messages are reported once per area by messagesFor; the rest is a bug.
  if (error.code === 'MISSING_TRANSLATION') return;
  if (process.env.NODE_ENV !== 'production') console.error(error.message);
}

function mergedMessages(owner: string, locale: Locale, area: Catalogs<Catalog>): Catalog {
  return {
    ...messagesFor('shared', locale, sharedCatalogs.en, sharedCatalogs.fr),
    ...messagesFor(owner, locale, area.en, area.fr),
  };
}

/**
 * The words of one area (or of the shell): its own catalogs plus the UI kit's, in the page's
 * language. The area wraps its root in `AreaIntl`; its components call `useT()`.
 */
export function createAreaI18n<C extends Catalog>(owner: string, catalogs: Catalogs<C>) {
  type Id = (keyof C & string) | SharedMessageId;

  function AreaIntl({ children }: { children: ReactNode }) {
    const locale = useLocale();
    const messages = useMemo(() => mergedMessages(owner, locale, catalogs), [locale]);
    return (
      <IntlProvider locale={intlLocale(locale)} defaultLocale="en-GB" messages={messages} onError={onError}>
        {children}
      </IntlProvider>
    );
  }

  /** `t(id, values)`: the message in the page's language, as a string. */
  function useT() {
    const intl = useContext(IntlContext) ?? fallbackIntl(owner, catalogs);
    return useCallback((id: Id, values?: Values) => intl.formatMessage({ id }, values) as string, [intl]);
  }

  /** Outside React (a notification built in a mutation callback): the page's language now. */
  function translate(id: Id, values?: Values): string {
    return fallbackIntl(owner, catalogs).formatMessage({ id }, values) as string;
  }

  return { AreaIntl, useT, translate, catalogs };
}

const cache = createIntlCache();
const intls = new Map<string, IntlShape>();
function fallbackIntl(owner: string, catalogs: Catalogs<Catalog>): IntlShape {
  const locale = getLocale();
  const key = `${owner}|${locale}`;
  let intl = intls.get(key);
  if (!intl) {
    intl = createIntl({ locale: intlLocale(locale), defaultLocale: 'en-GB', messages: mergedMessages(owner, locale, catalogs), onError }, cache);
    intls.set(key, intl);
  }
  return intl;
}

/** The UI kit's words, inside any area's provider or alone (tests, the sign-in page). */
export function useSharedT() {
  const context = useContext(IntlContext);
  const locale = useLocale();
  const intl = context ?? fallbackIntl('shared', { en: {}, fr: {} });
  void locale; // re-render on a language switch when there is no provider
  return useCallback((id: SharedMessageId, values?: Values) => intl.formatMessage({ id }, values) as string, [intl]);
}

/** The UI kit's words outside React. */
export function sharedT(id: SharedMessageId, values?: Values): string {
  return fallbackIntl('shared', { en: {}, fr: {} }).formatMessage({ id }, values) as string;
}
