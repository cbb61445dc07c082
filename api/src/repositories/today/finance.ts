/**
 * `finance/today` (FINANCE): the clients with a reminder due (an overdue invoice that reached a
 * level not yet sent, the rule of domain/dunning.ts with the dunning settings), the invoices of
 * the billing month not yet sent (the invoicing page's month: last month), and the clients put
 * in recovery within TODAY_NEW_RECOVERY_DAYS days. One statement.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TodayAnswer, TodayItem } from '@courier/shared/contract';
import { contract } from '../../shared';
import { todayInParis } from '../../domain/dates';
import { addDays, enc, link, plural, previousMonth, widget } from './widget';

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
  const { rows } = await sql<Row>`
    with s as (select first_reminder_days as l1, second_reminder_days as l2, formal_notice_days as l3
      from finance_settings where id = 1),
    -- The open invoices past the first level's days (the partial index of open invoices); each is
    -- due unless a reminder of the level it reached, or a higher one, was sent (its primary key).
    o as (select i.id, i.client_id, (${today}::date - i.due_on) as days
      from invoices i, s where i.status in ('issued', 'sent') and i.remaining > 0 and i.due_on <= ${today}::date - s.l1),
    due as (select o.client_id, max(o.days)::int as days from o, s
      where not exists (select 1 from invoice_reminders r where r.invoice_id = o.id
        and r.level >= case when o.days >= s.l3 then 3 when o.days >= s.l2 then 2 else 1 end)
      group by o.client_id),
    unsent as (select i.id, i.invoice_number, i.client_id, i.issued_on from invoices i
      where i.billing_month = ${`${month}-01`}::date and i.sent_at is null),
    recovery as (select c.id, c.name, c.business_code, c.in_recovery_since from clients c
      where c.in_recovery_since >= (${since}::date::timestamp at time zone 'Europe/Paris'))
    (select 'due' as widget, (select count(*) from due)::int as total, c.id, c.name as title, c.business_code as code,
      null::text as detail, due.days as n
     from (select 1) one left join (select * from due order by days desc, client_id limit 5) due on true
     left join clients c on c.id = due.client_id order by due.days desc, c.id)
    union all
    (select 'unsent', (select count(*) from unsent)::int, u.id, u.invoice_number, c.business_code, c.name, null
     from (select 1) one left join (select * from unsent order by issued_on, invoice_number limit 5) u on true
     left join clients c on c.id = u.client_id order by u.issued_on, u.invoice_number)
    union all
    (select 'recovery', (select count(*) from recovery)::int, r.id, r.name, r.business_code,
      to_char(r.in_recovery_since at time zone 'Europe/Paris', 'YYYY-MM-DD'), null
     from (select 1) one left join (select * from recovery order by in_recovery_since desc, id limit 5) r on true
     order by r.in_recovery_since desc, r.id)`.execute(db);
  const of = (w: Row['widget'], item: (r: Row) => TodayItem) => {
    const mine = rows.filter((r) => r.widget === w);
    return { count: mine[0]?.total ?? 0, items: mine.filter((r) => r.id !== null).map(item) };
  };
  return {
    asOf: today,
    widgets: [
      widget({
        key: 'finance.remindersDue',
        title: 'Clients with reminders due',
        ...of('due', (r) => ({
          id: r.id!,
          title: r.title ?? '',
          subtitle: `${r.code} · ${plural(r.n ?? 0, 'day')} overdue`,
          href: `/finance/recovery/${enc(r.code ?? '')}`,
        })),
        link: link('/finance/recovery', { onlyOverdue: true }),
        missing:
          'The recovery list cannot show only the clients with a reminder due: a filter `remindersDue=true` on finance/recovery/getClientInvoiceSummary (and the page) is missing; the link lists every client with something overdue.',
      }),
      widget({
        key: 'finance.invoicesNotSent',
        title: `Invoices of ${month} not yet sent`,
        ...of('unsent', (r) => ({
          id: r.id!,
          title: r.title ?? '',
          subtitle: r.detail ?? '',
          href: `/finance/recovery/${enc(r.code ?? '')}?invoice=${enc(r.title ?? '')}`,
        })),
        // finance/billing/getInvoices?month= answers `unsent`, this count.
        link: link('/finance/billing', { month }),
      }),
      widget({
        key: 'finance.newlyInRecovery',
        title: `Clients put in recovery in the last ${TODAY_NEW_RECOVERY_DAYS} days`,
        ...of('recovery', (r) => ({
          id: r.id!,
          title: r.title ?? '',
          subtitle: `${r.code} · since ${r.detail}`,
          href: `/finance/recovery/${enc(r.code ?? '')}`,
        })),
        link: link('/finance/recovery', { inRecoverySince: since }),
        missing:
          'The recovery list has no filter on the recovery flag: `inRecoverySince=<date>` (clients put in recovery on or after it) on finance/recovery/getClientInvoiceSummary and the page is missing.',
      }),
    ],
  };
}
