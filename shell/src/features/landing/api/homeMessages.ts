import { useQuery } from '@tanstack/react-query';
import { api, callApi, isApiError } from '@courier/shared';
import type { HomeMessage } from '../types';

/** Reads whatever shape the published messages have into title/body pairs. */
export function toHomeMessages(data: unknown): HomeMessage[] {
  const rows = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { rows?: unknown }).rows)
      ? (data as { rows: unknown[] }).rows
      : [];
  return rows.flatMap((row, index) => {
    if (!row || typeof row !== 'object') return [];
    const r = row as Record<string, unknown>;
    const pick = (...keys: string[]) =>
      keys.map((k) => r[k]).find((v) => typeof v === 'string' && v.trim()) as string | undefined;
    const body = pick('body', 'message', 'content', 'text');
    const title = pick('title', 'name', 'subject');
    if (!body && !title) return [];
    return [{ id: String(r.id ?? r.messageHomeId ?? index), title: title ?? '', body: body ?? '' }];
  });
}

/** Published home messages; a 404 (settings area not there yet) reads as "none". */
export function usePublishedMessages() {
  return useQuery({
    queryKey: ['messagesHome', 'published'],
    queryFn: async ({ signal }) => {
      try {
        return toHomeMessages(await callApi(api.settings.getPublishedMessagesHome, { signal }));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return [];
        throw error;
      }
    },
  });
}
