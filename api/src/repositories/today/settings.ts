/**
 * `outbox/today` (SETTINGS): the mails of the outbox that failed (every try failed; not tried
 * again), the newest first: the outbox list filtered `status=failed`.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TodayAnswer } from '@courier/shared/contract';
import { todayInParis } from '../../domain/dates';
import { item, link, widget } from './widget';

export async function settingsToday(db: Executor, now = new Date()): Promise<TodayAnswer> {
  const today = todayInParis(now);
  const { rows } = await sql<{ total: number; id: number | null; subject: string | null; to: string[] | null; error: string | null }>`
    with f as (select id, subject, to_addresses, last_error, created_at from mail_outbox where status = 'failed')
    select (select count(*) from f)::int as total, f.id, f.subject, f.to_addresses as to, f.last_error as error
    from (select 1) one left join (select * from f order by created_at desc, id desc limit 5) f on true
    order by f.created_at desc, f.id desc`.execute(db);
  return {
    asOf: today,
    widgets: [
      widget({
        key: 'settings.failedMails',
        count: rows[0]?.total ?? 0,
        items: rows
          .filter((r) => r.id !== null)
          .map((r) =>
            item({
              id: r.id!,
              title: r.subject ?? '',
              // The addresses and the mail server's own error, shown as they are.
              text: [(r.to ?? []).join(', '), r.error].filter(Boolean).join(' · ') || null,
              href: `/settings?list=outbox&status=failed&mail=${r.id}`,
            }),
          ),
        link: link('/settings', { list: 'outbox', status: 'failed' }),
      }),
    ],
  };
}
