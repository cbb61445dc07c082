/**
 * `finance/today` (FINANCE): the clients with a reminder due (an overdue invoice that reached a
 * level not yet sent, the rule of domain/dunning.ts with the dunning settings, kept as a date per
 * client by migration 0074; the five due the longest listed), the invoices of
 * the billing month not yet sent (the invoicing page's month: last month), and the clients put
 * in recovery within TODAY_NEW_RECOVERY_DAYS days. One statement; each set is what its list
 * answers for the widget's link.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TodayAnswer, TodayItem } from '@courier/shared/contract';
import { contract } from '../../shared';
import { todayInParis } from '../../domain/dates';
import { daysOfReminderDue, inRecoverySinceCondition, remindersDueClients } from '../finance/summary';
import { addDays, enc, item, link, previousMonth, widget } from './widget';

const { TODAY_NEW_RECOVERY_DAYS } = contract;

interface Row {
  widget: 'due' | 'unsent' | 'recovery';
  total: number;
  id: number | null;
  title: string | null;
  code: string | null;
  detail: string | null;
  n: number | null;
}

export async function financeToday(db: Executor, now = new Date()): Promise<TodayAnswer> {
  const today = todayInParis(now);
  const month = previousMonth(today);
  const since = addDays(today, -(TODAY_NEW_RECOVERY_DAYS - 1));
  // The same sets as the recovery list filtered remindersDue=true and inRecoverySince=<since>
  // (the summary's own predicates, over its rows: the clients with something open).
  // `due`: the five clients whose reminder is due the longest (kept dates, migration 0074), with
  // the days overdue of their most overdue invoice due for a reminder.
  const { rows } = await sql<Row>`
    with due as (select d.client_id, ${daysOfReminderDue(sql`d.client_id`, today)} as days
      from (select k.client_id, k.due_from from client_reminders_due k where k.due_from <= ${today}::date
        order by k.due_from, k.client_id limit 5) d),
    unsent as (select i.id, i.invoice_number, i.client_id, i.issued_on from invoices i
      where i.billing_month = ${`${month}-01`}::date and i.sent_at is null),
    recovery as (select c.id, c.name, c.business_code, c.in_recovery_since from client_receivables o
      join clients c on c.id = o.client_id where ${inRecoverySinceCondition('o', since)})
    (select 'due' as widget, (select count(*) from (${remindersDueClients(today)}) k)::int as total, c.id, c.name as title,
      c.business_code as code, null::text as detail, due.days as n
     from (select 1) one left join due on true
     left join clients c on c.id = due.client_id order by due.days desc, c.id)
    union all
    (select 'unsent', (select count(*) from unsent)::int, u.id, u.invoice_number, c.business_code,
      u.issued_on::text, null
     from (select 1) one left join (select * from unsent order by issued_on, invoice_number limit 5) u on true
     left join clients c on c.id = u.client_id order by u.issued_on, u.invoice_number)
    union all
    (select 'recovery', (select count(*) from recovery)::int, r.id, r.name, r.business_code,
      to_char(r.in_recovery_since at time zone 'Europe/Paris', 'YYYY-MM-DD'), null
     from (select 1) one left join (select * from recovery order by in_recovery_since desc, id limit 5) r on true
     order by r.in_recovery_since desc, r.id)`.execute(db);
  const of = (w: Row['widget'], toItem: (r: Row) => TodayItem) => {
    const mine = rows.filter((r) => r.widget === w);
    return { count: mine[0]?.total ?? 0, items: mine.filter((r) => r.id !== null).map(toItem) };
  };
  const recoveryOf = (r: Row) => `/finance/recovery/${enc(r.code ?? '')}`;
  return {
    asOf: today,
    widgets: [
      widget({
        key: 'finance.remindersDue',
        ...of('due', (r) => item({ id: r.id!, title: r.title ?? '', code: r.code, count: r.n ?? 0, href: recoveryOf(r) })),
        link: link('/finance/recovery', { remindersDue: true }),
      }),
      widget({
        key: 'finance.invoicesNotSent',
        values: { month },
        ...of('unsent', (r) =>
          item({ id: r.id!, title: r.title ?? '', code: r.code, date: r.detail, href: `${recoveryOf(r)}?invoice=${enc(r.title ?? '')}` }),
        ),
        // finance/billing/getInvoices?month= answers `unsent`, this count.
        link: link('/finance/billing', { month }),
      }),
      widget({
        key: 'finance.newlyInRecovery',
        values: { days: TODAY_NEW_RECOVERY_DAYS, day: since },
        ...of('recovery', (r) => item({ id: r.id!, title: r.title ?? '', code: r.code, date: r.detail, href: recoveryOf(r) })),
        link: link('/finance/recovery', { inRecoverySince: since }),
      }),
    ],
  };
}
