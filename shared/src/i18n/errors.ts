import { useCallback } from 'react';
import { getLocale, isApiError } from '@courier/shared/core';
import { sharedT, useSharedT } from './createAreaI18n';
import type { SharedMessageId } from './shared-messages';

type T = (id: SharedMessageId, values?: Record<string, string>) => string;

/**
 * What a person reads for a failed call: in English the server's own sentence (the most
 * precise); in another language the message of its error code, naming the fields concerned.
 */
function describe(t: T, english: boolean, error: unknown): string {
  if (!isApiError(error)) return error instanceof Error && error.message && english ? error.message : t('shared.error.generic');
  if (error.status === 0) return t('shared.error.network');
  if (english && error.message) return error.message;
  const fields = Object.keys(error.fields ?? {});
  if (error.code === 'BAD_REQUEST' && fields.length) return t('shared.error.BAD_REQUEST.fields', { fields: fields.join(', ') });
  const id = `shared.error.${error.code}` as SharedMessageId;
  const text = t(id);
  return text === id ? error.message || t('shared.error.generic') : text;
}

export function useErrorMessage() {
  const t = useSharedT();
  return useCallback((error: unknown) => describe(t, getLocale() === 'en', error), [t]);
}

export function translatedErrorMessage(error: unknown): string {
  return describe(sharedT, getLocale() === 'en', error);
}
