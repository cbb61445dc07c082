import { formatNumber, todayInParis, type Formatters } from '@courier/shared';
import type { T } from '../../../i18n';

/** `YYYY-MM-DD` of an instant in Paris (the operator's days): the key of a day separator. */
export const dayKey = (iso: string): string => todayInParis(new Date(iso));

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Today", "Yesterday" (from the catalog) or the long date, in the page's language. */
export function dayLabel(t: T, format: Formatters, iso: string, now = new Date()): string {
  const key = dayKey(iso);
  const today = todayInParis(now);
  if (key === today) return t('chat.messages.today');
  // Noon of today's calendar day, less a day: the day before whatever the clock change.
  const yesterday = todayInParis(new Date(Date.parse(`${today}T12:00:00Z`) - DAY_MS));
  if (key === yesterday) return t('chat.messages.yesterday');
  return format.longDate(iso);
}

/** An unread count as a badge shows it: 99+ above 99. */
export const unreadLabel = (n: number) => (n > 99 ? '99+' : formatNumber(n));

/** A File as a data URL (what chat/sendMessage takes). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A room's members as the lists show them: "2 staff · 3 client users". */
export const membersLabel = (t: T, room: { memberCount: number; cfrUserCount: number }) =>
  t('chat.members', { staff: room.memberCount, clientUsers: room.cfrUserCount });
