-- The schema of a database migrated to the latest migration (api/src/db/migrations),
-- as pg_dump --schema-only --no-owner --no-privileges prints it from PGlite.
-- Generated: do not edit. Regenerate with `pnpm --filter @courier/api run schema`;
-- api/test/db/schema.test.ts fails while this file is stale.

--
-- PostgreSQL database dump
--

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';

--
-- Name: billing_mission_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.billing_mission_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     if tg_op = 'DELETE' then
       perform billing_queue_late_change(old.shift_id);
       return old;
     end if;
     if tg_op = 'INSERT' then
       perform billing_queue_late_change(new.shift_id);
       return new;
     end if;
     if new.waypoints is distinct from old.waypoints or new.km is distinct from old.km
        or new.shift_id is distinct from old.shift_id then
       perform billing_queue_late_change(new.shift_id);
       perform billing_queue_late_change(old.shift_id);
     end if;
     return new;
   end $$;

--
-- Name: billing_queue_late_change(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.billing_queue_late_change(p_shift integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
   begin
     insert into billing_late_changes (shift_id, client_id, invoice_line_id, billed)
     select b.shift_id, b.client_id, b.invoice_line_id, coalesce(b.amount, 0) from shift_billings b
     where b.shift_id = p_shift and b.invoice_line_id is not null
     on conflict (shift_id, client_id) do nothing;
   end $$;

--
-- Name: billing_shift_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.billing_shift_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     if tg_op = 'DELETE' then
       perform billing_queue_late_change(old.id);
       return old;
     end if;
     if new.unproductive is distinct from old.unproductive or new.client_id is distinct from old.client_id
        or new.shift_type_id is distinct from old.shift_type_id then
       perform billing_queue_late_change(new.id);
     end if;
     return new;
   end $$;

--
-- Name: billing_shift_type_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.billing_shift_type_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     if new.is_billable is distinct from old.is_billable then
       -- The queue's own writer (migrations 0044, 0047), for each billed shift of the type.
       perform billing_queue_late_change(s.id) from shifts s
       where s.shift_type_id = new.id and exists (select 1 from shift_billings b where b.shift_id = s.id);
     end if;
     return new;
   end $$;

--
-- Name: chat_messages_deleted(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.chat_messages_deleted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  update rooms r set message_count = (select count(*) from messages m where m.room_id = r.id),
    last_message_id = (select max(m.id) from messages m where m.room_id = r.id)
  where r.id in (select room_id from old_messages where room_id is not null);
  update chats c set message_count = (select count(*) from messages m where m.chat_id = c.id),
    last_message_id = (select max(m.id) from messages m where m.chat_id = c.id)
  where c.id in (select chat_id from old_messages where chat_id is not null);
  return null;
end $$;

--
-- Name: chat_messages_inserted(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.chat_messages_inserted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  update rooms r set message_count = r.message_count + n.count,
    last_message_id = greatest(r.last_message_id, n.last_id), last_message_at = greatest(r.last_message_at, n.last_at)
  from (select room_id, count(*)::int as count, max(id) as last_id, max(sent_at) as last_at
        from new_messages where room_id is not null group by room_id) n
  where r.id = n.room_id;
  update chats c set message_count = c.message_count + n.count,
    last_message_id = greatest(c.last_message_id, n.last_id), last_message_at = greatest(c.last_message_at, n.last_at)
  from (select chat_id, count(*)::int as count, max(id) as last_id, max(sent_at) as last_at
        from new_messages where chat_id is not null group by chat_id) n
  where c.id = n.chat_id;
  return null;
end $$;

--
-- Name: chat_read_count(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.chat_read_count() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  total integer;
  after_mark integer;
begin
  if new.room_id is not null then
    select message_count into total from rooms where id = new.room_id;
    select count(*) into after_mark from messages m
      where m.room_id = new.room_id and m.id > coalesce(new.last_read_message_id, 0)
        and (case when new.user_id is not null then m.sender_user_id is distinct from new.user_id
                  else m.sender_cfr_user_id is distinct from new.cfr_user_id end);
  else
    select message_count into total from chats where id = new.chat_id;
    select count(*) into after_mark from messages m
      where m.chat_id = new.chat_id and m.id > coalesce(new.last_read_message_id, 0)
        and (case when new.user_id is not null then m.sender_user_id is distinct from new.user_id
                  else m.sender_cfr_user_id is distinct from new.cfr_user_id end);
  end if;
  new.read_count := coalesce(total, 0) - after_mark;
  return new;
end $$;

--
-- Name: client_receivables_client_moved(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_receivables_client_moved() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     update client_receivables set name = new.name, agency_id = new.agency_id, sales_agent_id = new.sales_agent_id,
       search_text = new.search_text
     where client_id = new.id;
     return null;
   end $$;

--
-- Name: client_receivables_group_of_client(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_receivables_group_of_client() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     select c.name, c.agency_id, c.sales_agent_id, c.search_text
     into new.name, new.agency_id, new.sales_agent_id, new.search_text
     from clients c where c.id = new.client_id;
     return new;
   end $$;

--
-- Name: client_receivables_invoices_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_receivables_invoices_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  ids int[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct client_id order by client_id) into ids from client_receivables_new
    where status in ('issued', 'sent') and remaining > 0;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct client_id order by client_id) into ids from client_receivables_old;
  else
    select array_agg(distinct x.client_id order by x.client_id) into ids from (
      select o.client_id from client_receivables_old o join client_receivables_new n on n.id = o.id
      where (o.client_id, o.status, o.due_on, o.remaining) is distinct from (n.client_id, n.status, n.due_on, n.remaining)
      union all
      select n.client_id from client_receivables_old o join client_receivables_new n on n.id = o.id
      where (o.client_id, o.status, o.due_on, o.remaining) is distinct from (n.client_id, n.status, n.due_on, n.remaining)
    ) x;
  end if;
  if ids is not null then
    -- Two writers of one client's invoices take turns (the clients' rows, in id order), and
    -- the second counts after the first's commit (each statement here reads afresh): without
    -- it, the second would count without the first's change and overwrite its row.
    perform 1 from clients c join unnest(ids) as x(id) on x.id = c.id order by c.id for no key update of c;
    perform client_receivables_refresh(ids);
  end if;
  return null;
end $$;

--
-- Name: client_receivables_refresh(integer[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_receivables_refresh(ids integer[]) RETURNS void
    LANGUAGE sql
    AS $$
  with today as (select (now() at time zone 'Europe/Paris')::date as d),
  touched as (select distinct t.client_id from unnest(ids) as t(client_id)),
  figures as (
    select i.client_id, t.d as as_of, count(*)::int as open_invoices,
      coalesce(sum(i.remaining), 0)::bigint as total_due,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on <= 0), 0)::bigint as not_due,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on between 1 and 30), 0)::bigint as overdue1to30,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on between 31 and 60), 0)::bigint as overdue31to60,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on between 61 and 90), 0)::bigint as overdue61to90,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on > 90), 0)::bigint as overdue_over90,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on > 0), 0)::bigint as overdue,
      min(i.due_on) as oldest_due_on
    from touched x join invoices i on i.client_id = x.client_id cross join today t
    where i.status in ('issued', 'sent') and i.remaining > 0
    group by i.client_id, t.d
  ),
  gone as (
    delete from client_receivables r
    where r.client_id in (select x.client_id from touched x) and not exists (select 1 from figures f where f.client_id = r.client_id)
  )
  insert into client_receivables as r (client_id, as_of, open_invoices, total_due, not_due, overdue1to30,
    overdue31to60, overdue61to90, overdue_over90, overdue, oldest_due_on)
  select f.client_id, f.as_of, f.open_invoices, f.total_due, f.not_due, f.overdue1to30,
    f.overdue31to60, f.overdue61to90, f.overdue_over90, f.overdue, f.oldest_due_on
  from figures f order by f.client_id
  on conflict (client_id) do update set as_of = excluded.as_of, open_invoices = excluded.open_invoices,
    total_due = excluded.total_due, not_due = excluded.not_due, overdue1to30 = excluded.overdue1to30,
    overdue31to60 = excluded.overdue31to60, overdue61to90 = excluded.overdue61to90,
    overdue_over90 = excluded.overdue_over90, overdue = excluded.overdue, oldest_due_on = excluded.oldest_due_on
$$;

--
-- Name: client_receivables_totals_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_receivables_totals_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     if tg_op = 'INSERT' then
       insert into client_receivables_totals (agency_id, sales_agent_id, has_overdue, clients, open_invoices, total_due, not_due, overdue1to30, overdue31to60, overdue61to90, overdue_over90, overdue)
       select n.agency_id, n.sales_agent_id, n.overdue > 0, count(*), sum(n.open_invoices), sum(n.total_due), sum(n.not_due), sum(n.overdue1to30), sum(n.overdue31to60), sum(n.overdue61to90), sum(n.overdue_over90), sum(n.overdue)
       from receivables_new n group by 1, 2, 3;
     elsif tg_op = 'DELETE' then
       insert into client_receivables_totals (agency_id, sales_agent_id, has_overdue, clients, open_invoices, total_due, not_due, overdue1to30, overdue31to60, overdue61to90, overdue_over90, overdue)
       select o.agency_id, o.sales_agent_id, o.overdue > 0, -count(*), -sum(o.open_invoices), -sum(o.total_due), -sum(o.not_due), -sum(o.overdue1to30), -sum(o.overdue31to60), -sum(o.overdue61to90), -sum(o.overdue_over90), -sum(o.overdue)
       from receivables_old o group by 1, 2, 3;
     else
       insert into client_receivables_totals (agency_id, sales_agent_id, has_overdue, clients, open_invoices, total_due, not_due, overdue1to30, overdue31to60, overdue61to90, overdue_over90, overdue)
       select x.agency_id, x.sales_agent_id, x.has_overdue, sum(x.clients), sum(x.open_invoices), sum(x.total_due), sum(x.not_due), sum(x.overdue1to30), sum(x.overdue31to60), sum(x.overdue61to90), sum(x.overdue_over90), sum(x.overdue)
       from (
         select n.agency_id, n.sales_agent_id, n.overdue > 0 as has_overdue, 1 as clients, n.open_invoices, n.total_due, n.not_due, n.overdue1to30, n.overdue31to60, n.overdue61to90, n.overdue_over90, n.overdue
         from receivables_new n
         union all
         select o.agency_id, o.sales_agent_id, o.overdue > 0, -1, -o.open_invoices, -o.total_due, -o.not_due, -o.overdue1to30, -o.overdue31to60, -o.overdue61to90, -o.overdue_over90, -o.overdue
         from receivables_old o) x
       group by 1, 2, 3
       having sum(x.clients) <> 0 or sum(x.open_invoices) <> 0 or sum(x.total_due) <> 0 or sum(x.not_due) <> 0 or sum(x.overdue1to30) <> 0 or sum(x.overdue31to60) <> 0 or sum(x.overdue61to90) <> 0 or sum(x.overdue_over90) <> 0 or sum(x.overdue) <> 0;
     end if;
     return null;
   end $$;

--
-- Name: client_receivables_totals_compact(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_receivables_totals_compact() RETURNS void
    LANGUAGE sql
    AS $$
   with folded as (delete from client_receivables_totals returning *)
   insert into client_receivables_totals (agency_id, sales_agent_id, has_overdue, clients, open_invoices, total_due, not_due, overdue1to30, overdue31to60, overdue61to90, overdue_over90, overdue)
   select f.agency_id, f.sales_agent_id, f.has_overdue, sum(f.clients), sum(f.open_invoices), sum(f.total_due), sum(f.not_due), sum(f.overdue1to30), sum(f.overdue31to60), sum(f.overdue61to90), sum(f.overdue_over90), sum(f.overdue)
   from folded f group by 1, 2, 3
   having sum(f.clients) <> 0 or sum(f.open_invoices) <> 0 or sum(f.total_due) <> 0 or sum(f.not_due) <> 0 or sum(f.overdue1to30) <> 0 or sum(f.overdue31to60) <> 0 or sum(f.overdue61to90) <> 0 or sum(f.overdue_over90) <> 0 or sum(f.overdue) <> 0
   $$;

--
-- Name: client_reminders_due_invoices_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_reminders_due_invoices_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  ids int[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct client_id order by client_id) into ids from reminders_due_new;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct client_id order by client_id) into ids from reminders_due_old;
  else
    select array_agg(distinct x.client_id order by x.client_id) into ids from (
      select o.client_id from reminders_due_old o join reminders_due_new n on n.id = o.id
      where (o.client_id, o.status, o.due_on, o.remaining) is distinct from (n.client_id, n.status, n.due_on, n.remaining)
      union all
      select n.client_id from reminders_due_old o join reminders_due_new n on n.id = o.id
      where (o.client_id, o.status, o.due_on, o.remaining) is distinct from (n.client_id, n.status, n.due_on, n.remaining)
    ) x;
  end if;
  if ids is not null then
    perform 1 from clients c join unnest(ids) as x(id) on x.id = c.id order by c.id for no key update of c;
    perform client_reminders_due_refresh(ids);
  end if;
  return null;
end $$;

--
-- Name: client_reminders_due_refresh(integer[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_reminders_due_refresh(ids integer[]) RETURNS void
    LANGUAGE sql
    AS $$
  with touched as (select distinct t.client_id from unnest(ids) as t(client_id)),
  s as (select first_reminder_days as l1, second_reminder_days as l2, formal_notice_days as l3 from finance_settings where id = 1),
  figures as (
    select i.client_id, min(i.due_on + case coalesce(r.level, 0) when 0 then s.l1 when 1 then s.l2 else s.l3 end) as due_from
    from touched x join invoices i on i.client_id = x.client_id cross join s
    left join lateral (select max(level) as level from invoice_reminders r where r.invoice_id = i.id) r on true
    where i.status in ('issued', 'sent') and i.remaining > 0 and coalesce(r.level, 0) < 3
    group by i.client_id
  ),
  gone as (
    delete from client_reminders_due d
    where d.client_id in (select x.client_id from touched x) and not exists (select 1 from figures f where f.client_id = d.client_id)
  )
  insert into client_reminders_due as d (client_id, due_from)
  select f.client_id, f.due_from from figures f order by f.client_id
  on conflict (client_id) do update set due_from = excluded.due_from
$$;

--
-- Name: client_reminders_due_reminders_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_reminders_due_reminders_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  ids int[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct client_id order by client_id) into ids from reminders_due_new;
  else
    select array_agg(distinct client_id order by client_id) into ids from reminders_due_old;
  end if;
  if ids is not null then
    perform 1 from clients c join unnest(ids) as x(id) on x.id = c.id order by c.id for no key update of c;
    perform client_reminders_due_refresh(ids);
  end if;
  return null;
end $$;

--
-- Name: client_reminders_due_settings_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_reminders_due_settings_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform client_reminders_due_refresh(array(select id from clients order by id));
  return null;
end $$;

--
-- Name: clients_list_counts_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.clients_list_counts_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     if tg_op = 'INSERT' then
       insert into clients_list_counts (activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, clients)
       select activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, count(*) from clients_new group by activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id;
     elsif tg_op = 'DELETE' then
       insert into clients_list_counts (activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, clients)
       select activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, -count(*) from clients_old group by activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id;
     else
       insert into clients_list_counts (activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, clients)
       select activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, sum(x.clients)
       from (select activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, 1 as clients from clients_new
             union all
             select activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, -1 from clients_old) x
       group by activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id
       having sum(x.clients) <> 0;
     end if;
     return null;
   end $$;

--
-- Name: clients_list_counts_compact(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.clients_list_counts_compact() RETURNS void
    LANGUAGE sql
    AS $$
   with folded as (delete from clients_list_counts returning *)
   insert into clients_list_counts (activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, clients)
   select activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id, sum(f.clients) from folded f group by activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id
   having sum(f.clients) <> 0
   $$;

--
-- Name: gta_type_dated(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.gta_type_dated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    DECLARE from_day date;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        from_day := '-infinity';
      ELSE
        from_day := pay_effective_day();
        INSERT INTO gta_type_versions (gta_type_id, valid_from, is_absence, is_paid)
          VALUES (NEW.id, '-infinity', OLD.is_absence, OLD.is_paid) ON CONFLICT DO NOTHING;
        DELETE FROM gta_type_versions WHERE gta_type_id = NEW.id AND valid_from > from_day;
      END IF;
      INSERT INTO gta_type_versions (gta_type_id, valid_from, is_absence, is_paid)
        VALUES (NEW.id, from_day, NEW.is_absence, NEW.is_paid)
        ON CONFLICT (gta_type_id, valid_from) DO UPDATE SET is_absence = excluded.is_absence,
          is_paid = excluded.is_paid;
      RETURN NULL;
    END $$;

--
-- Name: mail_outbox_search_text(text, text[], text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mail_outbox_search_text(subject text, to_addresses text[], cc_addresses text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ select lower(subject) || chr(1) || lower(array_to_string(to_addresses || cc_addresses, ' ')) $$;

--
-- Name: pay_effective_day(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.pay_effective_day() RETURNS date
    LANGUAGE plpgsql
    AS $$
    DECLARE today date := (now() AT TIME ZONE 'Europe/Paris')::date;
    BEGIN
      PERFORM pg_advisory_xact_lock_shared(280045, to_char(today, 'YYYYMM')::int);
      RETURN greatest(today, pay_first_open_day());
    END $$;

--
-- Name: pay_first_open_day(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.pay_first_open_day() RETURNS date
    LANGUAGE sql STABLE
    AS $$
      SELECT coalesce((to_date(max(month), 'YYYY-MM') + interval '1 month')::date, '-infinity'::date)
      FROM month_closings
    $$;

--
-- Name: receivables_credit_notes_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.receivables_credit_notes_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op = 'INSERT' then
    update invoices i set credited = i.credited + n.total
    from (select invoice_id, sum(amount) as total from receivables_new group by invoice_id) n
    where i.id = n.invoice_id;
  elsif tg_op = 'DELETE' then
    update invoices i set credited = coalesce((select sum(cn.amount) from credit_notes cn where cn.invoice_id = i.id), 0)
    where i.id in (select invoice_id from receivables_old);
  else
    update invoices i set credited = coalesce((select sum(cn.amount) from credit_notes cn where cn.invoice_id = i.id), 0)
    where i.id in (select invoice_id from receivables_old union select invoice_id from receivables_new);
  end if;
  return null;
end $$;

--
-- Name: receivables_payments_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.receivables_payments_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op = 'INSERT' then
    update invoices i set paid = i.paid + n.total
    from (select invoice_id, sum(amount) as total from receivables_new where invoice_id is not null group by invoice_id) n
    where i.id = n.invoice_id;
  elsif tg_op = 'DELETE' then
    update invoices i set paid = coalesce((select sum(p.amount) from payments p where p.invoice_id = i.id), 0)
    where i.id in (select invoice_id from receivables_old where invoice_id is not null);
  else
    update invoices i set paid = coalesce((select sum(p.amount) from payments p where p.invoice_id = i.id), 0)
    where i.id in (select invoice_id from receivables_old where invoice_id is not null
                   union select invoice_id from receivables_new where invoice_id is not null);
  end if;
  return null;
end $$;

--
-- Name: regular_missions_client_name_of_client(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.regular_missions_client_name_of_client() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     select c.name into new.client_name from clients c where c.id = new.client_id;
     return new;
   end $$;

--
-- Name: regular_missions_client_renamed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.regular_missions_client_renamed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     update regular_missions set client_name = new.name where client_id = new.id;
     return null;
   end $$;

--
-- Name: search_fold(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_fold(t text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
         select replace(replace(translate(lower(t), 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿžźż’', 'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz'''), 'œ', 'oe'), 'æ', 'ae')
       $$;

--
-- Name: search_phone(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_phone(t text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $_$
         select case when d ~ '^0033[1-9][0-9]{8}$' then '0' || substr(d, 5)
                     when d ~ '^33[1-9][0-9]{8}$' then '0' || substr(d, 3)
                     else d end
         from (select regexp_replace(coalesce(t, ''), '[^0-9]', '', 'g') as d) digits
       $_$;

--
-- Name: shift_mission_totals_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.shift_mission_totals_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  ids integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct shift_id order by shift_id) into ids from missions_new;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct shift_id order by shift_id) into ids from missions_old;
  else
    select array_agg(distinct x.shift_id order by x.shift_id) into ids from (
      select o.shift_id from missions_old o join missions_new n on n.id = o.id
        where (o.shift_id, o.waypoints, o.km) is distinct from (n.shift_id, n.waypoints, n.km)
      union all
      select n.shift_id from missions_old o join missions_new n on n.id = o.id
        where (o.shift_id, o.waypoints, o.km) is distinct from (n.shift_id, n.waypoints, n.km)) x;
  end if;
  if ids is not null then perform shift_mission_totals_refresh(ids); end if;
  return null;
end $$;

--
-- Name: shift_mission_totals_refresh(integer[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.shift_mission_totals_refresh(ids integer[]) RETURNS void
    LANGUAGE sql
    AS $$ update shifts s set mission_count = t.n, mission_waypoints = t.waypoints, mission_km = t.km
  from (select k.id, count(m.id)::int as n, coalesce(sum(m.waypoints), 0)::int as waypoints,
          coalesce(sum(m.km), 0)::int as km
        from (select distinct id from unnest(ids) as u (id)) k
        left join missions m on m.shift_id = k.id
        group by k.id) t
  where s.id = t.id and (s.mission_count, s.mission_waypoints, s.mission_km) is distinct from (t.n, t.waypoints, t.km) $$;

--
-- Name: team_config_dated(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.team_config_dated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    DECLARE from_day date;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        from_day := pay_first_open_day();
      ELSE
        from_day := pay_effective_day();
      END IF;
      DELETE FROM team_config_versions WHERE team_id = NEW.team_id AND valid_from > from_day;
      INSERT INTO team_config_versions (team_id, valid_from, waypoint_amount, km_amount, daily_amount, extra)
        VALUES (NEW.team_id, from_day, NEW.waypoint_amount, NEW.km_amount, NEW.daily_amount, NEW.extra)
        ON CONFLICT (team_id, valid_from) DO UPDATE SET waypoint_amount = excluded.waypoint_amount,
          km_amount = excluded.km_amount, daily_amount = excluded.daily_amount, extra = excluded.extra;
      RETURN NULL;
    END $$;

--
-- Name: worker_days_gta_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.worker_days_gta_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  keys jsonb;
begin
  select jsonb_agg(jsonb_build_object('w', x.worker_id, 'd', x.date)) into keys from (
    select distinct wt.worker_id, wt.date from worker_times wt
    join worker_days_old o on o.id = wt.gta_type_id join worker_days_new n on n.id = o.id
    where o.is_absence is distinct from n.is_absence) x;
  if keys is not null then perform worker_days_refresh(keys); end if;
  return null;
end $$;

--
-- Name: worker_days_refresh(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.worker_days_refresh(keys jsonb) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  -- keys: [{"w": worker id, "d": "YYYY-MM-DD"}, ...]
  insert into worker_days (worker_id, date)
  select distinct (k->>'w')::int, (k->>'d')::date from jsonb_array_elements(keys) k
  order by 1, 2
  on conflict do nothing;
  perform 1 from worker_days d
    join (select distinct (k->>'w')::int as w, (k->>'d')::date as dt from jsonb_array_elements(keys) k) x
      on x.w = d.worker_id and x.dt = d.date
    order by d.worker_id, d.date for update of d;
  update worker_days d set
    shifts = s.n, overlapping = s.overlapping, first_shift_start = s.first_start,
    last_shift_start = s.last_start, last_shift_end = s.last_end,
    times = t.n, open_times = t.open, first_time_start = t.first_start, last_time_end = t.last_end
  from (select distinct (k->>'w')::int as w, (k->>'d')::date as dt from jsonb_array_elements(keys) k) x
  cross join lateral (
    select count(*)::int as n, min(s.starts_at) as first_start, max(s.starts_at) as last_start,
      max(s.ends_at) as last_end,
      (select count(*)::int from shifts a join shifts b on b.worker_id = a.worker_id and b.date = a.date
        and b.id > a.id and least(a.ends_at, b.ends_at) > greatest(a.starts_at, b.starts_at)
        where a.worker_id = x.w and a.date = x.dt) as overlapping
    from shifts s where s.worker_id = x.w and s.date = x.dt) s
  cross join lateral (
    select count(*)::int as n, count(*) filter (where wt.ended_at is null)::int as open,
      min(wt.started_at) as first_start, max(wt.ended_at) as last_end
    from worker_times wt left join gta_types g on g.id = wt.gta_type_id
    where wt.worker_id = x.w and wt.date = x.dt and g.is_absence is not true) t
  where d.worker_id = x.w and d.date = x.dt;
end $$;

--
-- Name: worker_days_rows_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.worker_days_rows_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  keys jsonb;
  watched text[] := array['worker_id', 'date'] || tg_argv;
begin
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('w', worker_id, 'd', date)) into keys from worker_days_new;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('w', worker_id, 'd', date)) into keys from worker_days_old;
  else
    select jsonb_agg(jsonb_build_object('w', x.worker_id, 'd', x.date)) into keys from (
      select distinct v.worker_id, v.date from worker_days_old o join worker_days_new n on n.id = o.id
      cross join lateral (values (o.worker_id, o.date), (n.worker_id, n.date)) v (worker_id, date)
      where (select jsonb_agg(to_jsonb(o) -> c order by c) from unnest(watched) c)
        is distinct from (select jsonb_agg(to_jsonb(n) -> c order by c) from unnest(watched) c)
    ) x;
  end if;
  if keys is not null then perform worker_days_refresh(keys); end if;
  return null;
end $$;

--
-- Name: worker_team_dated(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.worker_team_dated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    DECLARE from_day date;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO worker_team_periods (worker_id, valid_from, team_id) VALUES (NEW.id, '-infinity', NEW.team_id);
        RETURN NULL;
      END IF;
      from_day := pay_effective_day();
      INSERT INTO worker_team_periods (worker_id, valid_from, team_id) VALUES (NEW.id, '-infinity', OLD.team_id)
        ON CONFLICT DO NOTHING;
      DELETE FROM worker_team_periods WHERE worker_id = NEW.id AND valid_from > from_day;
      INSERT INTO worker_team_periods (worker_id, valid_from, team_id) VALUES (NEW.id, from_day, NEW.team_id)
        ON CONFLICT (worker_id, valid_from) DO UPDATE SET team_id = excluded.team_id;
      RETURN NULL;
    END $$;

--
-- Name: admin_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.admin_events (
    id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    user_id integer,
    action text NOT NULL,
    target_type text NOT NULL,
    target_id text,
    summary text NOT NULL,
    data jsonb
);

--
-- Name: admin_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.admin_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: admin_events_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.admin_events_id_seq OWNED BY public.admin_events.id;

--
-- Name: agencies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.agencies (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    city text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT agencies_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: agencies_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.agencies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: agencies_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.agencies_id_seq OWNED BY public.agencies.id;

--
-- Name: analytic_accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytic_accounts (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT analytic_accounts_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: analytic_accounts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.analytic_accounts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: analytic_accounts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.analytic_accounts_id_seq OWNED BY public.analytic_accounts.id;

--
-- Name: banned_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.banned_users (
    id integer NOT NULL,
    client_id integer NOT NULL,
    email text NOT NULL,
    cfr_user_id integer,
    reason text,
    banned_at timestamp with time zone DEFAULT now() NOT NULL,
    banned_by integer,
    unbanned_at timestamp with time zone,
    unbanned_by integer,
    unban_comment text,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: banned_users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.banned_users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: banned_users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.banned_users_id_seq OWNED BY public.banned_users.id;

--
-- Name: billing_late_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.billing_late_changes (
    shift_id integer NOT NULL,
    client_id integer NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    invoice_line_id integer,
    billed integer
);

--
-- Name: billing_runs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.billing_runs (
    id integer NOT NULL,
    month date NOT NULL,
    status text DEFAULT 'running'::text NOT NULL,
    total_clients integer DEFAULT 0 NOT NULL,
    done_clients integer DEFAULT 0 NOT NULL,
    invoices integer DEFAULT 0 NOT NULL,
    credit_notes integer DEFAULT 0 NOT NULL,
    error text,
    started_by integer,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    heartbeat_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    CONSTRAINT billing_runs_month_check CHECK ((EXTRACT(day FROM month) = (1)::numeric)),
    CONSTRAINT billing_runs_status_check CHECK ((status = ANY (ARRAY['running'::text, 'done'::text, 'failed'::text])))
);

--
-- Name: billing_runs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.billing_runs_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: billing_runs_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.billing_runs_id_seq OWNED BY public.billing_runs.id;

--
-- Name: business_units; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.business_units (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    finance_unit_id integer,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT business_units_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: business_units_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.business_units_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: business_units_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.business_units_id_seq OWNED BY public.business_units.id;

--
-- Name: cfr_user_rooms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.cfr_user_rooms (
    cfr_user_id integer NOT NULL,
    room_id integer NOT NULL
);

--
-- Name: cfr_user_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.cfr_user_sessions (
    id integer NOT NULL,
    cfr_user_id integer NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_at timestamp with time zone
);

--
-- Name: cfr_user_sessions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.cfr_user_sessions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: cfr_user_sessions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.cfr_user_sessions_id_seq OWNED BY public.cfr_user_sessions.id;

--
-- Name: cfr_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.cfr_users (
    id integer NOT NULL,
    email text NOT NULL,
    client_id integer NOT NULL,
    site_id integer,
    service_id integer,
    first_name text NOT NULL,
    last_name text NOT NULL,
    phone text,
    password_hash text,
    reset_token_hash text,
    reset_expires_at timestamp with time zone,
    last_login_at timestamp with time zone,
    inactivated_at timestamp with time zone,
    activity_status text DEFAULT 'active'::text NOT NULL,
    search_text text GENERATED ALWAYS AS (lower(((((email || ' '::text) || first_name) || ' '::text) || last_name))) STORED,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_key text GENERATED ALWAYS AS (public.search_fold(((((first_name || ' '::text) || last_name) || ' '::text) || email))) STORED,
    CONSTRAINT cfr_users_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text]))),
    CONSTRAINT cfr_users_email_check CHECK ((email = lower(email)))
);

--
-- Name: cfr_users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.cfr_users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: cfr_users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.cfr_users_id_seq OWNED BY public.cfr_users.id;

--
-- Name: chats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.chats (
    id integer NOT NULL,
    user_id integer NOT NULL,
    other_user_id integer,
    cfr_user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_message_at timestamp with time zone,
    message_count integer DEFAULT 0 NOT NULL,
    last_message_id integer,
    CONSTRAINT chats_check CHECK ((num_nonnulls(other_user_id, cfr_user_id) = 1)),
    CONSTRAINT chats_check1 CHECK (((other_user_id IS NULL) OR (user_id < other_user_id)))
);

--
-- Name: chats_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.chats_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: chats_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.chats_id_seq OWNED BY public.chats.id;

--
-- Name: client_contacts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.client_contacts (
    id integer NOT NULL,
    client_id integer NOT NULL,
    name text NOT NULL,
    email text,
    phone_number text,
    "position" text,
    client_email_cc boolean DEFAULT false NOT NULL,
    client_email_cc_overdue boolean DEFAULT false NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_key text GENERATED ALWAYS AS (public.search_fold(((name || ' '::text) || COALESCE(email, ''::text)))) STORED,
    search_digits text GENERATED ALWAYS AS (public.search_phone(phone_number)) STORED
);

--
-- Name: client_contacts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.client_contacts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: client_contacts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.client_contacts_id_seq OWNED BY public.client_contacts.id;

--
-- Name: client_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.client_events (
    id integer NOT NULL,
    client_id integer NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    user_id integer,
    kind text NOT NULL,
    summary text NOT NULL,
    data jsonb
);

--
-- Name: client_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.client_events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: client_events_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.client_events_id_seq OWNED BY public.client_events.id;

--
-- Name: client_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.client_groups (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    client_group2_id integer,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_groups_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: client_groups2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.client_groups2 (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_groups2_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: client_groups2_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.client_groups2_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: client_groups2_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.client_groups2_id_seq OWNED BY public.client_groups2.id;

--
-- Name: client_groups_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.client_groups_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: client_groups_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.client_groups_id_seq OWNED BY public.client_groups.id;

--
-- Name: client_price_lists; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.client_price_lists (
    client_id integer NOT NULL,
    price_list_id integer NOT NULL
);

--
-- Name: client_receivables; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.client_receivables (
    client_id integer NOT NULL,
    as_of date NOT NULL,
    open_invoices integer NOT NULL,
    total_due bigint NOT NULL,
    not_due bigint NOT NULL,
    overdue1to30 bigint NOT NULL,
    overdue31to60 bigint NOT NULL,
    overdue61to90 bigint NOT NULL,
    overdue_over90 bigint NOT NULL,
    overdue bigint NOT NULL,
    oldest_due_on date NOT NULL,
    name text NOT NULL,
    agency_id integer,
    sales_agent_id integer,
    search_text text NOT NULL
);

--
-- Name: client_receivables_totals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.client_receivables_totals (
    agency_id integer,
    sales_agent_id integer,
    has_overdue boolean NOT NULL,
    clients bigint NOT NULL,
    open_invoices bigint NOT NULL,
    total_due bigint NOT NULL,
    not_due bigint NOT NULL,
    overdue1to30 bigint NOT NULL,
    overdue31to60 bigint NOT NULL,
    overdue61to90 bigint NOT NULL,
    overdue_over90 bigint NOT NULL,
    overdue bigint NOT NULL
);

--
-- Name: client_reminders_due; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.client_reminders_due (
    client_id integer NOT NULL,
    due_from date NOT NULL
);

--
-- Name: clients; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.clients (
    id integer NOT NULL,
    business_code text NOT NULL,
    name text NOT NULL,
    legal_name text,
    client_group_id integer,
    client_group2_id integer,
    agency_id integer,
    sales_agent_id integer,
    payment_method_id integer,
    finance_unit_id integer,
    business_unit_id integer,
    billing_contact_id integer,
    vat_number text,
    siret text,
    email text,
    phone text,
    address_line1 text,
    address_line2 text,
    postal_code text,
    city text,
    country text DEFAULT 'FR'::text NOT NULL,
    invoice_frequency text DEFAULT 'monthly'::text NOT NULL,
    invoice_delivery text DEFAULT 'email'::text NOT NULL,
    invoice_language text DEFAULT 'fr'::text NOT NULL,
    payment_term_days integer DEFAULT 30 NOT NULL,
    vat_rate_bp integer DEFAULT 2000 NOT NULL,
    comment text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    closed_at timestamp with time zone,
    closed_comment text,
    search_text text GENERATED ALWAYS AS (lower(((((business_code || ' '::text) || name) || ' '::text) || COALESCE(city, ''::text)))) STORED,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    in_recovery_since timestamp with time zone,
    in_recovery_by integer,
    in_recovery_reason text,
    recovery_lifted_at timestamp with time zone,
    recovery_lifted_by integer,
    recovery_lift_comment text,
    in_recovery_threshold bigint,
    search_key text GENERATED ALWAYS AS (public.search_fold(((((((((business_code || ' '::text) || name) || ' '::text) || COALESCE(legal_name, ''::text)) || ' '::text) || COALESCE(city, ''::text)) || ' '::text) || COALESCE(siret, ''::text)))) STORED,
    search_digits text GENERATED ALWAYS AS (((public.search_phone(siret) || ' '::text) || public.search_phone(phone))) STORED,
    dispute_reason text,
    dispute_since timestamp with time zone,
    dispute_by integer,
    CONSTRAINT clients_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text]))),
    CONSTRAINT clients_check CHECK (((closed_at IS NULL) OR (activity_status = 'inactive'::text))),
    CONSTRAINT clients_dispute_set_together CHECK (((dispute_reason IS NULL) = (dispute_since IS NULL))),
    CONSTRAINT clients_invoice_delivery_check CHECK ((invoice_delivery = ANY (ARRAY['email'::text, 'post'::text]))),
    CONSTRAINT clients_invoice_frequency_check CHECK ((invoice_frequency = ANY (ARRAY['weekly'::text, 'monthly'::text, 'per_shift'::text]))),
    CONSTRAINT clients_invoice_language_check CHECK ((invoice_language = ANY (ARRAY['fr'::text, 'en'::text]))),
    CONSTRAINT clients_payment_term_days_check CHECK (((payment_term_days >= 0) AND (payment_term_days <= 365))),
    CONSTRAINT clients_vat_rate_bp_check CHECK (((vat_rate_bp >= 0) AND (vat_rate_bp <= 10000)))
);

--
-- Name: clients_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.clients_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: clients_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.clients_id_seq OWNED BY public.clients.id;

--
-- Name: clients_list_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.clients_list_counts (
    activity_status text NOT NULL,
    agency_id integer,
    client_group_id integer,
    client_group2_id integer,
    sales_agent_id integer,
    payment_method_id integer,
    clients bigint NOT NULL
);

--
-- Name: companies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.companies (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    short_code_prefix text NOT NULL,
    next_short_code_seq integer DEFAULT 1 NOT NULL,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT companies_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text]))),
    CONSTRAINT companies_next_short_code_seq_check CHECK ((next_short_code_seq >= 1)),
    CONSTRAINT companies_short_code_prefix_check CHECK ((short_code_prefix ~ '^[A-Z0-9]{2,6}$'::text))
);

--
-- Name: companies_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.companies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: companies_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.companies_id_seq OWNED BY public.companies.id;

--
-- Name: credit_note_documents; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.credit_note_documents (
    credit_note_id integer NOT NULL,
    pdf bytea NOT NULL,
    sha256 text NOT NULL,
    generated_at timestamp with time zone DEFAULT now() NOT NULL,
    generated_by integer
);

--
-- Name: credit_note_lines; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.credit_note_lines (
    id integer NOT NULL,
    credit_note_id integer NOT NULL,
    "position" integer NOT NULL,
    label text NOT NULL,
    quantity integer NOT NULL,
    unit_amount integer NOT NULL,
    amount integer NOT NULL,
    vat_category text NOT NULL,
    vat_rate_bp integer NOT NULL
);

--
-- Name: credit_note_lines_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.credit_note_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: credit_note_lines_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.credit_note_lines_id_seq OWNED BY public.credit_note_lines.id;

--
-- Name: credit_note_number_sequences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.credit_note_number_sequences (
    year integer NOT NULL,
    last_value integer DEFAULT 0 NOT NULL,
    CONSTRAINT credit_note_number_sequences_last_value_check CHECK (((last_value >= 0) AND (last_value <= 999999))),
    CONSTRAINT credit_note_number_sequences_year_check CHECK (((year >= 2000) AND (year <= 9999)))
);

--
-- Name: credit_notes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.credit_notes (
    id integer NOT NULL,
    number text NOT NULL,
    invoice_id integer NOT NULL,
    client_id integer NOT NULL,
    amount integer NOT NULL,
    business_unit_id integer,
    comment text NOT NULL,
    issued_on date NOT NULL,
    user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    amount_excl_vat integer,
    issued_identity jsonb,
    search_key text GENERATED ALWAYS AS (public.search_fold(number)) STORED,
    CONSTRAINT credit_notes_amount_check CHECK ((amount > 0)),
    CONSTRAINT credit_notes_number_check CHECK ((number ~ '^CN-[0-9]{4}-[0-9]{6}$'::text))
);

--
-- Name: credit_notes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.credit_notes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: credit_notes_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.credit_notes_id_seq OWNED BY public.credit_notes.id;

--
-- Name: credit_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.credit_requests (
    id integer NOT NULL,
    client_id integer NOT NULL,
    invoice_id integer NOT NULL,
    amount integer NOT NULL,
    business_unit_id integer NOT NULL,
    comment text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    requested_by integer,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    decided_by integer,
    decided_at timestamp with time zone,
    refusal_reason text,
    credit_note_id integer,
    CONSTRAINT credit_requests_amount_check CHECK ((amount > 0)),
    CONSTRAINT credit_requests_check CHECK (((status = 'pending'::text) = (decided_at IS NULL))),
    CONSTRAINT credit_requests_check1 CHECK (((status = 'approved'::text) OR (credit_note_id IS NULL))),
    CONSTRAINT credit_requests_check2 CHECK (((status = 'refused'::text) = (refusal_reason IS NOT NULL))),
    CONSTRAINT credit_requests_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'refused'::text])))
);

--
-- Name: credit_requests_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.credit_requests_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: credit_requests_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.credit_requests_id_seq OWNED BY public.credit_requests.id;

--
-- Name: discount_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discount_codes (
    id integer NOT NULL,
    code text NOT NULL,
    description text,
    percent integer,
    amount integer,
    status text DEFAULT 'active'::text NOT NULL,
    valid_from date,
    valid_until date,
    max_uses integer,
    used_count integer DEFAULT 0 NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT discount_codes_amount_check CHECK ((amount > 0)),
    CONSTRAINT discount_codes_check CHECK ((num_nonnulls(percent, amount) = 1)),
    CONSTRAINT discount_codes_check1 CHECK (((valid_until IS NULL) OR (valid_from IS NULL) OR (valid_until >= valid_from))),
    CONSTRAINT discount_codes_max_uses_check CHECK ((max_uses > 0)),
    CONSTRAINT discount_codes_percent_check CHECK (((percent >= 1) AND (percent <= 100))),
    CONSTRAINT discount_codes_status_check CHECK ((status = ANY (ARRAY['active'::text, 'expired'::text, 'disabled'::text]))),
    CONSTRAINT discount_codes_used_count_check CHECK ((used_count >= 0))
);

--
-- Name: discount_codes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.discount_codes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: discount_codes_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.discount_codes_id_seq OWNED BY public.discount_codes.id;

--
-- Name: elus; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.elus (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT elus_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: elus_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.elus_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: elus_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.elus_id_seq OWNED BY public.elus.id;

--
-- Name: finance_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.finance_settings (
    id integer DEFAULT 1 NOT NULL,
    first_reminder_days integer DEFAULT 7 NOT NULL,
    second_reminder_days integer DEFAULT 21 NOT NULL,
    formal_notice_days integer DEFAULT 45 NOT NULL,
    recovery_threshold bigint DEFAULT 500000 NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    first_reminder_template_en text DEFAULT 'Hello,

Unless we are mistaken, the following invoices of {client} remain unpaid after their due date:
{invoices}

Total overdue in this mail: {total}.
Please settle these amounts at your earliest convenience, or tell us if a payment is already on its way.

Best regards,
Courier accounting'::text CONSTRAINT finance_settings_first_reminder_template_not_null NOT NULL,
    second_reminder_template_en text DEFAULT 'Hello,

Unless we are mistaken, the following invoices of {client} remain unpaid after their due date:
{invoices}

Total overdue in this mail: {total}.
Please settle these amounts at your earliest convenience, or tell us if a payment is already on its way.

Best regards,
Courier accounting'::text CONSTRAINT finance_settings_second_reminder_template_not_null NOT NULL,
    formal_notice_template_en text DEFAULT 'Hello,

Unless we are mistaken, the following invoices of {client} remain unpaid after their due date:
{invoices}

Total overdue in this mail: {total}.
This is a formal notice: please settle these amounts within 8 days, failing which we will start recovery proceedings.
Under French law (Commercial Code, art. L. 441-10 and D. 441-5), late payment incurs, as of right from the day after the due date, late-payment penalties at the rate stated on each invoice and a fixed indemnity of €40 per invoice for recovery costs.

Best regards,
Courier accounting'::text CONSTRAINT finance_settings_formal_notice_template_not_null NOT NULL,
    first_reminder_template_fr text DEFAULT 'Bonjour,

Sauf erreur de notre part, les factures suivantes de {client} restent impayées après leur date d''échéance :
{invoices}

Total échu dans ce courriel : {total}.

Nous vous remercions de bien vouloir procéder à leur règlement dans les meilleurs délais, ou de nous indiquer si un paiement est déjà en cours. Si votre règlement nous est parvenu entre-temps, merci de ne pas tenir compte de ce message.

Cordialement,
Le service comptabilité'::text NOT NULL,
    second_reminder_template_fr text DEFAULT 'Bonjour,

Sauf erreur de notre part, les factures suivantes de {client} restent impayées après leur date d''échéance :
{invoices}

Total échu dans ce courriel : {total}.

Malgré notre précédente relance, ces factures restent impayées. Nous vous demandons de procéder à leur règlement sous huit jours.
Nous vous rappelons que tout retard de paiement entraîne de plein droit, dès le lendemain de la date d''échéance, des pénalités de retard au taux indiqué sur chaque facture, ainsi qu''une indemnité forfaitaire pour frais de recouvrement de 40 € par facture (articles L. 441-10 et D. 441-5 du Code de commerce).

Cordialement,
Le service comptabilité'::text NOT NULL,
    formal_notice_template_fr text DEFAULT 'Madame, Monsieur,

Malgré nos relances, les factures suivantes de {client} restent impayées après leur date d''échéance :
{invoices}

Montant total dû : {total}.

Par la présente, nous vous mettons en demeure de nous régler cette somme dans un délai de huit jours à compter de la réception de ce courriel.

Conformément à l''article L. 441-10 du Code de commerce, ces sommes portent de plein droit, dès le lendemain de leur date d''échéance, des pénalités de retard au taux indiqué sur chaque facture. Chaque facture payée en retard donne lieu en outre à une indemnité forfaitaire pour frais de recouvrement de 40 € (article D. 441-5 du Code de commerce), sans préjudice d''une indemnisation complémentaire sur justification.

À défaut de règlement dans ce délai, nous engagerons sans autre avis une procédure de recouvrement judiciaire.

Veuillez agréer, Madame, Monsieur, l''expression de nos salutations distinguées.

Le service comptabilité'::text NOT NULL,
    CONSTRAINT finance_settings_check CHECK (((first_reminder_days < second_reminder_days) AND (second_reminder_days < formal_notice_days))),
    CONSTRAINT finance_settings_first_reminder_days_check CHECK ((first_reminder_days >= 1)),
    CONSTRAINT finance_settings_first_reminder_template_check CHECK ((((char_length(first_reminder_template_en) >= 1) AND (char_length(first_reminder_template_en) <= 4000)) AND (POSITION(('{invoices}'::text) IN (first_reminder_template_en)) > 0))),
    CONSTRAINT finance_settings_first_reminder_template_fr_check CHECK ((((char_length(first_reminder_template_fr) >= 1) AND (char_length(first_reminder_template_fr) <= 4000)) AND (POSITION(('{invoices}'::text) IN (first_reminder_template_fr)) > 0))),
    CONSTRAINT finance_settings_formal_notice_template_check CHECK ((((char_length(formal_notice_template_en) >= 1) AND (char_length(formal_notice_template_en) <= 4000)) AND (POSITION(('{invoices}'::text) IN (formal_notice_template_en)) > 0))),
    CONSTRAINT finance_settings_formal_notice_template_fr_check CHECK ((((char_length(formal_notice_template_fr) >= 1) AND (char_length(formal_notice_template_fr) <= 4000)) AND (POSITION(('{invoices}'::text) IN (formal_notice_template_fr)) > 0))),
    CONSTRAINT finance_settings_id_check CHECK ((id = 1)),
    CONSTRAINT finance_settings_recovery_threshold_check CHECK ((recovery_threshold >= 0)),
    CONSTRAINT finance_settings_second_reminder_template_check CHECK ((((char_length(second_reminder_template_en) >= 1) AND (char_length(second_reminder_template_en) <= 4000)) AND (POSITION(('{invoices}'::text) IN (second_reminder_template_en)) > 0))),
    CONSTRAINT finance_settings_second_reminder_template_fr_check CHECK ((((char_length(second_reminder_template_fr) >= 1) AND (char_length(second_reminder_template_fr) <= 4000)) AND (POSITION(('{invoices}'::text) IN (second_reminder_template_fr)) > 0)))
);

--
-- Name: finance_units; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.finance_units (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT finance_units_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: finance_units_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.finance_units_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: finance_units_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.finance_units_id_seq OWNED BY public.finance_units.id;

--
-- Name: fleet_managers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.fleet_managers (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    email text,
    phone text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT fleet_managers_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: fleet_managers_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.fleet_managers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: fleet_managers_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.fleet_managers_id_seq OWNED BY public.fleet_managers.id;

--
-- Name: gta_type_versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.gta_type_versions (
    gta_type_id integer CONSTRAINT gta_type_paid_changes_gta_type_id_not_null NOT NULL,
    valid_from date CONSTRAINT gta_type_paid_changes_valid_from_not_null NOT NULL,
    is_paid boolean CONSTRAINT gta_type_paid_changes_is_paid_not_null NOT NULL,
    is_absence boolean NOT NULL
);

--
-- Name: gta_types; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.gta_types (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    is_absence boolean DEFAULT false NOT NULL,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    is_paid boolean DEFAULT false NOT NULL,
    CONSTRAINT gta_types_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: gta_types_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.gta_types_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: gta_types_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.gta_types_id_seq OWNED BY public.gta_types.id;

--
-- Name: home_messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.home_messages (
    id integer NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    published_at timestamp with time zone,
    created_by integer,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    starts_on date,
    ends_on date,
    CONSTRAINT home_messages_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text, 'archived'::text])))
);

--
-- Name: home_messages_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.home_messages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: home_messages_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.home_messages_id_seq OWNED BY public.home_messages.id;

--
-- Name: invoice_documents; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoice_documents (
    invoice_id integer NOT NULL,
    pdf bytea NOT NULL,
    billing jsonb NOT NULL,
    generated_at timestamp with time zone DEFAULT now() NOT NULL,
    generated_by integer,
    sha256 text,
    format text
);

--
-- Name: invoice_lines; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoice_lines (
    id integer NOT NULL,
    invoice_id integer NOT NULL,
    "position" smallint DEFAULT 1 NOT NULL,
    label text NOT NULL,
    quantity integer DEFAULT 1 NOT NULL,
    unit_amount integer NOT NULL,
    amount integer NOT NULL,
    vat_category text NOT NULL,
    vat_rate_bp integer NOT NULL,
    price_per_shift integer,
    price_per_waypoint integer,
    price_per_km integer,
    CONSTRAINT invoice_lines_amount_check CHECK ((amount >= 0)),
    CONSTRAINT invoice_lines_quantity_check CHECK ((quantity >= 0)),
    CONSTRAINT invoice_lines_unit_amount_check CHECK ((unit_amount >= 0)),
    CONSTRAINT invoice_lines_vat_category_check CHECK ((vat_category = ANY (ARRAY['S'::text, 'Z'::text, 'E'::text, 'AE'::text, 'K'::text, 'G'::text, 'O'::text, 'L'::text, 'M'::text]))),
    CONSTRAINT invoice_lines_vat_rate_check CHECK (((vat_rate_bp >= 0) AND (vat_rate_bp <= 10000)))
);

--
-- Name: invoice_lines_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.invoice_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: invoice_lines_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.invoice_lines_id_seq OWNED BY public.invoice_lines.id;

--
-- Name: invoice_number_sequences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoice_number_sequences (
    year integer NOT NULL,
    last_value integer DEFAULT 0 NOT NULL,
    CONSTRAINT invoice_number_sequences_last_value_check CHECK (((last_value >= 0) AND (last_value <= 999999))),
    CONSTRAINT invoice_number_sequences_year_check CHECK (((year >= 2000) AND (year <= 9999)))
);

--
-- Name: invoice_reminders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoice_reminders (
    invoice_id integer NOT NULL,
    level smallint NOT NULL,
    client_id integer NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    user_id integer,
    mail_outbox_id integer,
    CONSTRAINT invoice_reminders_level_check CHECK (((level >= 1) AND (level <= 3)))
);

--
-- Name: invoices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices (
    id integer NOT NULL,
    invoice_number text NOT NULL,
    client_id integer NOT NULL,
    business_unit_id integer,
    issued_on date NOT NULL,
    due_on date NOT NULL,
    period_start date,
    period_end date,
    amount integer NOT NULL,
    amount_excl_vat integer NOT NULL,
    po_number text,
    status text DEFAULT 'issued'::text NOT NULL,
    comment text,
    pdf_generated_at timestamp with time zone,
    sent_at timestamp with time zone,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    credited bigint DEFAULT 0 NOT NULL,
    paid bigint DEFAULT 0 NOT NULL,
    remaining bigint GENERATED ALWAYS AS (GREATEST((0)::bigint, ((amount - credited) - paid))) STORED,
    billing_month date,
    issued_identity jsonb,
    search_key text GENERATED ALWAYS AS (public.search_fold(((invoice_number || ' '::text) || COALESCE(po_number, ''::text)))) STORED,
    CONSTRAINT invoices_amount_check CHECK ((amount >= 0)),
    CONSTRAINT invoices_amount_excl_vat_check CHECK ((amount_excl_vat >= 0)),
    CONSTRAINT invoices_check CHECK ((due_on >= issued_on)),
    CONSTRAINT invoices_invoice_number_check CHECK ((invoice_number ~ '^INV-[0-9]{4}-[0-9]{6}$'::text)),
    CONSTRAINT invoices_status_check CHECK ((status = ANY (ARRAY['issued'::text, 'sent'::text, 'paid'::text, 'cancelled'::text])))
);

--
-- Name: invoices_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.invoices_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: invoices_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.invoices_id_seq OWNED BY public.invoices.id;

--
-- Name: job_runs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.job_runs (
    job text NOT NULL,
    day date NOT NULL,
    finished_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: kysely_migration; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.kysely_migration (
    name character varying(255) NOT NULL,
    "timestamp" character varying(255) NOT NULL
);

--
-- Name: kysely_migration_lock; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.kysely_migration_lock (
    id character varying(255) NOT NULL,
    is_locked integer DEFAULT 0 NOT NULL
);

--
-- Name: login_attempts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_attempts (
    id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    login text NOT NULL,
    ip text NOT NULL,
    kind text NOT NULL,
    outcome text DEFAULT 'failure'::text NOT NULL,
    network text NOT NULL,
    CONSTRAINT login_attempts_kind_check CHECK ((kind = ANY (ARRAY['password'::text, 'code'::text]))),
    CONSTRAINT login_attempts_outcome_check CHECK ((outcome = ANY (ARRAY['pending'::text, 'failure'::text, 'success'::text, 'throttled'::text])))
);

--
-- Name: login_attempts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.login_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: login_attempts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.login_attempts_id_seq OWNED BY public.login_attempts.id;

--
-- Name: mail_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mail_outbox (
    id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    to_addresses text[] NOT NULL,
    cc_addresses text[] DEFAULT '{}'::text[] NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    attachments jsonb DEFAULT '[]'::jsonb NOT NULL,
    sent_at timestamp with time zone,
    transport_message_id text,
    status text DEFAULT 'queued'::text NOT NULL,
    tries integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now(),
    last_error text,
    transport_response text,
    sealed_body text,
    CONSTRAINT mail_outbox_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'sending'::text, 'sent'::text, 'captured'::text, 'failed'::text])))
);

--
-- Name: mail_outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.mail_outbox_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: mail_outbox_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.mail_outbox_id_seq OWNED BY public.mail_outbox.id;

--
-- Name: message_attachments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.message_attachments (
    message_id integer NOT NULL,
    file_name text NOT NULL,
    mime text NOT NULL,
    size integer NOT NULL,
    data bytea NOT NULL,
    CONSTRAINT message_attachments_size_check CHECK ((size > 0))
);

--
-- Name: message_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.message_keys (
    sender_user_id integer NOT NULL,
    client_key text NOT NULL,
    message_id integer NOT NULL
);

--
-- Name: message_reads; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.message_reads (
    id integer NOT NULL,
    user_id integer,
    cfr_user_id integer,
    room_id integer,
    chat_id integer,
    last_read_message_id integer,
    last_read_at timestamp with time zone DEFAULT now() NOT NULL,
    read_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT message_reads_check CHECK ((num_nonnulls(user_id, cfr_user_id) = 1)),
    CONSTRAINT message_reads_check1 CHECK ((num_nonnulls(room_id, chat_id) = 1))
);

--
-- Name: message_reads_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.message_reads_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: message_reads_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.message_reads_id_seq OWNED BY public.message_reads.id;

--
-- Name: messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.messages (
    id integer NOT NULL,
    room_id integer,
    chat_id integer,
    sender_user_id integer,
    sender_cfr_user_id integer,
    body text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    edited_at timestamp with time zone,
    CONSTRAINT messages_check CHECK ((num_nonnulls(room_id, chat_id) = 1))
);

--
-- Name: messages_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.messages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: messages_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.messages_id_seq OWNED BY public.messages.id;

--
-- Name: missions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.missions (
    id integer NOT NULL,
    shift_id integer NOT NULL,
    regular_mission_id integer,
    name text NOT NULL,
    waypoints integer DEFAULT 0 NOT NULL,
    km integer DEFAULT 0 NOT NULL,
    comment text,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT missions_km_check CHECK ((km >= 0)),
    CONSTRAINT missions_waypoints_check CHECK ((waypoints >= 0))
);

--
-- Name: missions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.missions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: missions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.missions_id_seq OWNED BY public.missions.id;

--
-- Name: month_closings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.month_closings (
    month text NOT NULL,
    closed_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_by integer,
    CONSTRAINT month_closings_month_check CHECK ((month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'::text))
);

--
-- Name: pay_month_closings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.pay_month_closings (
    id integer NOT NULL,
    month text NOT NULL,
    closed_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_by integer,
    payroll_csv text NOT NULL,
    changes json,
    reopened_at timestamp with time zone,
    reopened_by integer,
    reopen_reason text,
    reopen_changes json,
    CONSTRAINT pay_month_closings_month_check CHECK ((month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'::text))
);

--
-- Name: pay_month_closings_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.pay_month_closings_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: pay_month_closings_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.pay_month_closings_id_seq OWNED BY public.pay_month_closings.id;

--
-- Name: pay_month_statements; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.pay_month_statements (
    closing_id integer NOT NULL,
    worker_id integer NOT NULL,
    "position" integer NOT NULL,
    team_id integer NOT NULL,
    agency_id integer,
    statement json NOT NULL
);

--
-- Name: payment_methods; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payment_methods (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payment_methods_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: payment_methods_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.payment_methods_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: payment_methods_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.payment_methods_id_seq OWNED BY public.payment_methods.id;

--
-- Name: payments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payments (
    id integer NOT NULL,
    client_id integer NOT NULL,
    invoice_id integer,
    paid_on date NOT NULL,
    amount integer NOT NULL,
    payment_method_id integer,
    reference text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payments_amount_check CHECK ((amount > 0))
);

--
-- Name: payments_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.payments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: payments_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.payments_id_seq OWNED BY public.payments.id;

--
-- Name: price_list_rates; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.price_list_rates (
    price_list_id integer NOT NULL,
    per_shift integer DEFAULT 0 NOT NULL,
    per_waypoint integer DEFAULT 0 NOT NULL,
    per_km integer DEFAULT 0 NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT price_list_rates_per_km_check CHECK ((per_km >= 0)),
    CONSTRAINT price_list_rates_per_shift_check CHECK ((per_shift >= 0)),
    CONSTRAINT price_list_rates_per_waypoint_check CHECK ((per_waypoint >= 0))
);

--
-- Name: price_lists; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.price_lists (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    description text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT price_lists_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: price_lists_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.price_lists_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: price_lists_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.price_lists_id_seq OWNED BY public.price_lists.id;

--
-- Name: profiles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.profiles (
    id integer NOT NULL,
    name text NOT NULL,
    roles text[] DEFAULT '{}'::text[] NOT NULL
);

--
-- Name: profiles_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.profiles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: profiles_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.profiles_id_seq OWNED BY public.profiles.id;

--
-- Name: rate_limit_windows; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rate_limit_windows (
    key text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer NOT NULL
);

--
-- Name: recovery_notes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.recovery_notes (
    id integer NOT NULL,
    client_id integer NOT NULL,
    user_id integer,
    note text NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: recovery_notes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.recovery_notes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: recovery_notes_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.recovery_notes_id_seq OWNED BY public.recovery_notes.id;

--
-- Name: regular_missions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.regular_missions (
    id integer NOT NULL,
    client_id integer NOT NULL,
    site_id integer,
    name text NOT NULL,
    weekdays smallint[] NOT NULL,
    start_time time without time zone NOT NULL,
    end_time time without time zone NOT NULL,
    expected_waypoints integer DEFAULT 0 NOT NULL,
    expected_km integer DEFAULT 0 NOT NULL,
    comment text,
    is_active boolean DEFAULT true NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    worker_id integer,
    client_name text NOT NULL,
    search_key text GENERATED ALWAYS AS (public.search_fold(name)) STORED,
    CONSTRAINT regular_missions_expected_km_check CHECK ((expected_km >= 0)),
    CONSTRAINT regular_missions_expected_waypoints_check CHECK ((expected_waypoints >= 0)),
    CONSTRAINT regular_missions_weekdays_check CHECK (((weekdays <@ ARRAY[(1)::smallint, (2)::smallint, (3)::smallint, (4)::smallint, (5)::smallint, (6)::smallint, (7)::smallint]) AND (cardinality(weekdays) >= 1)))
);

--
-- Name: regular_missions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.regular_missions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: regular_missions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.regular_missions_id_seq OWNED BY public.regular_missions.id;

--
-- Name: retrib_calendar_entries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.retrib_calendar_entries (
    id integer NOT NULL,
    team_id integer NOT NULL,
    date date NOT NULL,
    price_waypoint integer NOT NULL,
    price_km integer NOT NULL,
    price_day integer NOT NULL,
    extra integer DEFAULT 0 NOT NULL,
    comment text,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT retrib_calendar_entries_extra_check CHECK ((extra >= 0)),
    CONSTRAINT retrib_calendar_entries_price_day_check CHECK ((price_day >= 0)),
    CONSTRAINT retrib_calendar_entries_price_km_check CHECK ((price_km >= 0)),
    CONSTRAINT retrib_calendar_entries_price_waypoint_check CHECK ((price_waypoint >= 0))
);

--
-- Name: retrib_calendar_entries_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.retrib_calendar_entries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: retrib_calendar_entries_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.retrib_calendar_entries_id_seq OWNED BY public.retrib_calendar_entries.id;

--
-- Name: retrib_services_and_options; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.retrib_services_and_options (
    id integer NOT NULL,
    name text NOT NULL,
    kind text NOT NULL,
    amount integer NOT NULL,
    description text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT retrib_services_and_options_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text]))),
    CONSTRAINT retrib_services_and_options_amount_check CHECK ((amount >= 0)),
    CONSTRAINT retrib_services_and_options_kind_check CHECK ((kind = ANY (ARRAY['service'::text, 'option'::text])))
);

--
-- Name: retrib_services_and_options_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.retrib_services_and_options_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: retrib_services_and_options_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.retrib_services_and_options_id_seq OWNED BY public.retrib_services_and_options.id;

--
-- Name: room_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_members (
    room_id integer NOT NULL,
    user_id integer NOT NULL,
    joined_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: rooms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rooms (
    id integer NOT NULL,
    client_id integer,
    name text NOT NULL,
    activity_status text DEFAULT 'active'::text NOT NULL,
    created_by integer,
    last_message_at timestamp with time zone,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    message_count integer DEFAULT 0 NOT NULL,
    last_message_id integer,
    search_key text GENERATED ALWAYS AS (public.search_fold(name)) STORED,
    CONSTRAINT rooms_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: rooms_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rooms_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: rooms_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rooms_id_seq OWNED BY public.rooms.id;

--
-- Name: sales_agents; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sales_agents (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    email text,
    phone text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sales_agents_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: sales_agents_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.sales_agents_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: sales_agents_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.sales_agents_id_seq OWNED BY public.sales_agents.id;

--
-- Name: seller_identity; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.seller_identity (
    id integer DEFAULT 1 NOT NULL,
    legal_name text,
    legal_form text,
    share_capital_cents bigint,
    address_line1 text,
    address_line2 text,
    postal_code text,
    city text,
    country_code text,
    siren text,
    siret text,
    rcs_city text,
    vat_number text,
    iban text,
    bic text,
    email text,
    phone text,
    logo_content_type text,
    logo_base64 text,
    payment_term_days integer,
    late_payment_rate_bp integer,
    version integer DEFAULT 1 NOT NULL,
    updated_at timestamp with time zone,
    updated_by integer,
    CONSTRAINT seller_identity_check CHECK (((logo_content_type IS NULL) = (logo_base64 IS NULL))),
    CONSTRAINT seller_identity_id_check CHECK ((id = 1)),
    CONSTRAINT seller_identity_late_payment_rate_bp_check CHECK ((late_payment_rate_bp > 0)),
    CONSTRAINT seller_identity_logo_content_type_check CHECK ((logo_content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text]))),
    CONSTRAINT seller_identity_payment_term_days_check CHECK ((payment_term_days >= 0)),
    CONSTRAINT seller_identity_share_capital_cents_check CHECK ((share_capital_cents >= 0)),
    CONSTRAINT seller_identity_siren_check CHECK ((siren ~ '^[0-9]{9}$'::text)),
    CONSTRAINT seller_identity_siret_check CHECK ((siret ~ '^[0-9]{14}$'::text))
);

--
-- Name: seller_versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.seller_versions (
    digest text NOT NULL,
    identity jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: services; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.services (
    id integer NOT NULL,
    client_id integer NOT NULL,
    name text NOT NULL,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT services_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: services_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.services_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: services_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.services_id_seq OWNED BY public.services.id;

--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    id integer NOT NULL,
    token_hash text NOT NULL,
    user_id integer NOT NULL,
    status text NOT NULL,
    ip text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    second_factor_at timestamp with time zone,
    step_up_at timestamp with time zone,
    CONSTRAINT sessions_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'full'::text])))
);

--
-- Name: sessions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.sessions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: sessions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.sessions_id_seq OWNED BY public.sessions.id;

--
-- Name: settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.settings (
    key text NOT NULL,
    value jsonb NOT NULL,
    description text,
    version integer DEFAULT 1 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: shift_billing_adjustments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.shift_billing_adjustments (
    id integer NOT NULL,
    shift_id integer NOT NULL,
    client_id integer NOT NULL,
    amount integer NOT NULL,
    invoice_line_id integer,
    credit_note_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT shift_billing_adjustments_check CHECK (((invoice_line_id IS NULL) <> (credit_note_id IS NULL)))
);

--
-- Name: shift_billing_adjustments_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.shift_billing_adjustments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: shift_billing_adjustments_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.shift_billing_adjustments_id_seq OWNED BY public.shift_billing_adjustments.id;

--
-- Name: shift_billings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.shift_billings (
    shift_id integer NOT NULL,
    client_id integer NOT NULL,
    invoice_line_id integer,
    amount integer,
    billed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: shift_types; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.shift_types (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    color text,
    is_billable boolean DEFAULT true NOT NULL,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT shift_types_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: shift_types_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.shift_types_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: shift_types_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.shift_types_id_seq OWNED BY public.shift_types.id;

--
-- Name: shifts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.shifts (
    id integer NOT NULL,
    worker_id integer NOT NULL,
    client_id integer NOT NULL,
    shift_type_id integer,
    date date NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    unproductive boolean DEFAULT false NOT NULL,
    unproductive_comment text,
    comment text,
    created_by integer,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    mission_count integer DEFAULT 0 NOT NULL,
    mission_waypoints integer DEFAULT 0 NOT NULL,
    mission_km integer DEFAULT 0 NOT NULL,
    CONSTRAINT shifts_check CHECK ((ends_at > starts_at)),
    CONSTRAINT shifts_check1 CHECK (((NOT unproductive) OR (unproductive_comment IS NOT NULL)))
);

--
-- Name: shifts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.shifts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: shifts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.shifts_id_seq OWNED BY public.shifts.id;

--
-- Name: sites; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sites (
    id integer NOT NULL,
    client_id integer NOT NULL,
    name text NOT NULL,
    address text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sites_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: sites_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.sites_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: sites_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.sites_id_seq OWNED BY public.sites.id;

--
-- Name: staff_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.staff_users (
    id integer NOT NULL,
    login text NOT NULL,
    name text NOT NULL,
    email text,
    password_hash text NOT NULL,
    totp_secret text,
    totp_enrolled_at timestamp with time zone,
    totp_last_step bigint,
    roles text[] DEFAULT '{}'::text[] NOT NULL,
    profile_id integer,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    must_change_password boolean DEFAULT false NOT NULL,
    failed_codes_seen_at timestamp with time zone,
    language text DEFAULT 'en'::text NOT NULL,
    CONSTRAINT staff_users_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text]))),
    CONSTRAINT staff_users_language_check CHECK ((language = ANY (ARRAY['en'::text, 'fr'::text])))
);

--
-- Name: staff_users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.staff_users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: staff_users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.staff_users_id_seq OWNED BY public.staff_users.id;

--
-- Name: team_config_versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.team_config_versions (
    team_id integer NOT NULL,
    valid_from date NOT NULL,
    waypoint_amount integer NOT NULL,
    km_amount integer NOT NULL,
    daily_amount integer NOT NULL,
    extra integer NOT NULL,
    CONSTRAINT team_config_versions_daily_amount_check CHECK ((daily_amount >= 0)),
    CONSTRAINT team_config_versions_extra_check CHECK ((extra >= 0)),
    CONSTRAINT team_config_versions_km_amount_check CHECK ((km_amount >= 0)),
    CONSTRAINT team_config_versions_waypoint_amount_check CHECK ((waypoint_amount >= 0))
);

--
-- Name: team_configs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.team_configs (
    id integer NOT NULL,
    team_id integer NOT NULL,
    waypoint_amount integer DEFAULT 0 NOT NULL,
    km_amount integer DEFAULT 0 NOT NULL,
    daily_amount integer DEFAULT 0 NOT NULL,
    extra integer DEFAULT 0 NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT team_configs_daily_amount_check CHECK ((daily_amount >= 0)),
    CONSTRAINT team_configs_extra_check CHECK ((extra >= 0)),
    CONSTRAINT team_configs_km_amount_check CHECK ((km_amount >= 0)),
    CONSTRAINT team_configs_waypoint_amount_check CHECK ((waypoint_amount >= 0))
);

--
-- Name: team_configs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.team_configs_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: team_configs_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.team_configs_id_seq OWNED BY public.team_configs.id;

--
-- Name: teams; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.teams (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    agency_id integer,
    color text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT teams_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: teams_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.teams_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: teams_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.teams_id_seq OWNED BY public.teams.id;

--
-- Name: tickets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tickets (
    id integer NOT NULL,
    user_id integer,
    subject text NOT NULL,
    body text NOT NULL,
    to_email text,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    room_id integer,
    closed_at timestamp with time zone,
    closed_by integer,
    version integer DEFAULT 1 NOT NULL,
    CONSTRAINT tickets_closed_check CHECK (((closed_by IS NULL) OR (closed_at IS NOT NULL)))
);

--
-- Name: tickets_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tickets_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: tickets_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.tickets_id_seq OWNED BY public.tickets.id;

--
-- Name: totp_key_check; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.totp_key_check (
    id integer DEFAULT 1 NOT NULL,
    sealed text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    rotated_at timestamp with time zone,
    CONSTRAINT totp_key_check_id_check CHECK ((id = 1))
);

--
-- Name: trusted_devices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.trusted_devices (
    id integer NOT NULL,
    user_id integer NOT NULL,
    ip text NOT NULL,
    secret_hash text NOT NULL,
    label text NOT NULL,
    user_ip_claimed text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone,
    trusted_until timestamp with time zone NOT NULL
);

--
-- Name: trusted_devices_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.trusted_devices_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: trusted_devices_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.trusted_devices_id_seq OWNED BY public.trusted_devices.id;

--
-- Name: vehicle_assignments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_assignments (
    id integer NOT NULL,
    vehicle_id integer NOT NULL,
    worker_id integer NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    ended_at timestamp with time zone,
    started_by integer,
    ended_by integer,
    CONSTRAINT vehicle_assignments_check CHECK (((ended_at IS NULL) OR (ended_at >= started_at)))
);

--
-- Name: vehicle_assignments_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vehicle_assignments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: vehicle_assignments_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vehicle_assignments_id_seq OWNED BY public.vehicle_assignments.id;

--
-- Name: vehicle_brands; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_brands (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vehicle_brands_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: vehicle_brands_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vehicle_brands_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: vehicle_brands_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vehicle_brands_id_seq OWNED BY public.vehicle_brands.id;

--
-- Name: vehicle_comments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_comments (
    id integer NOT NULL,
    vehicle_id integer NOT NULL,
    user_id integer,
    comment text NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: vehicle_comments_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vehicle_comments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: vehicle_comments_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vehicle_comments_id_seq OWNED BY public.vehicle_comments.id;

--
-- Name: vehicle_contracts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_contracts (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vehicle_contracts_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: vehicle_contracts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vehicle_contracts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: vehicle_contracts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vehicle_contracts_id_seq OWNED BY public.vehicle_contracts.id;

--
-- Name: vehicle_models; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_models (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    brand_id integer NOT NULL,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vehicle_models_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: vehicle_models_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vehicle_models_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: vehicle_models_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vehicle_models_id_seq OWNED BY public.vehicle_models.id;

--
-- Name: vehicle_states; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_states (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vehicle_states_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: vehicle_states_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vehicle_states_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: vehicle_states_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vehicle_states_id_seq OWNED BY public.vehicle_states.id;

--
-- Name: vehicle_suppliers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_suppliers (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    email text,
    phone text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vehicle_suppliers_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: vehicle_suppliers_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vehicle_suppliers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: vehicle_suppliers_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vehicle_suppliers_id_seq OWNED BY public.vehicle_suppliers.id;

--
-- Name: vehicle_types; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_types (
    id integer NOT NULL,
    name text NOT NULL,
    code text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vehicle_types_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text])))
);

--
-- Name: vehicle_types_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vehicle_types_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: vehicle_types_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vehicle_types_id_seq OWNED BY public.vehicle_types.id;

--
-- Name: vehicles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicles (
    id integer NOT NULL,
    short_code text NOT NULL,
    plate text,
    type_id integer NOT NULL,
    state_id integer,
    contract_id integer,
    model_id integer,
    fleet_manager_id integer,
    supplier_id integer,
    analytic_account_id integer,
    contract_end_date date,
    first_registration_on date,
    mileage_km integer,
    comment text,
    activity_status text DEFAULT 'active'::text NOT NULL,
    search_text text GENERATED ALWAYS AS (lower(((short_code || ' '::text) || COALESCE(plate, ''::text)))) STORED,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_key text GENERATED ALWAYS AS (public.search_fold(((((short_code || ' '::text) || COALESCE(plate, ''::text)) || ' '::text) || regexp_replace(COALESCE(plate, ''::text), '[^[:alnum:]]'::text, ''::text, 'g'::text)))) STORED,
    CONSTRAINT vehicles_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text]))),
    CONSTRAINT vehicles_mileage_km_check CHECK ((mileage_km >= 0))
);

--
-- Name: vehicles_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.vehicles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: vehicles_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.vehicles_id_seq OWNED BY public.vehicles.id;

--
-- Name: worker_days; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.worker_days (
    worker_id integer NOT NULL,
    date date NOT NULL,
    shifts integer DEFAULT 0 NOT NULL,
    overlapping integer DEFAULT 0 NOT NULL,
    first_shift_start timestamp with time zone,
    last_shift_start timestamp with time zone,
    last_shift_end timestamp with time zone,
    times integer DEFAULT 0 NOT NULL,
    open_times integer DEFAULT 0 NOT NULL,
    first_time_start timestamp with time zone,
    last_time_end timestamp with time zone
);

--
-- Name: worker_documents; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.worker_documents (
    id integer NOT NULL,
    worker_id integer NOT NULL,
    kind text NOT NULL,
    reference text,
    expires_on date,
    comment text,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by integer,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by integer,
    CONSTRAINT worker_documents_kind_check CHECK ((kind = ANY (ARRAY['driving_licence'::text, 'residence_permit'::text, 'identity_card'::text, 'medical_fitness'::text, 'vehicle_insurance'::text, 'professional_card'::text, 'other'::text])))
);

--
-- Name: worker_documents_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.worker_documents_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: worker_documents_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.worker_documents_id_seq OWNED BY public.worker_documents.id;

--
-- Name: worker_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.worker_events (
    id integer NOT NULL,
    worker_id integer NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    user_id integer,
    kind text NOT NULL,
    summary text NOT NULL,
    data jsonb
);

--
-- Name: worker_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.worker_events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: worker_events_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.worker_events_id_seq OWNED BY public.worker_events.id;

--
-- Name: worker_photos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.worker_photos (
    worker_id integer NOT NULL,
    mime text NOT NULL,
    image bytea NOT NULL,
    thumbnail bytea NOT NULL,
    thumbnail_mime text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT worker_photos_mime_check CHECK ((mime = ANY (ARRAY['image/jpeg'::text, 'image/png'::text, 'image/webp'::text]))),
    CONSTRAINT worker_photos_thumbnail_mime_check CHECK ((thumbnail_mime = ANY (ARRAY['image/jpeg'::text, 'image/png'::text, 'image/webp'::text])))
);

--
-- Name: worker_team_periods; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.worker_team_periods (
    worker_id integer NOT NULL,
    valid_from date NOT NULL,
    team_id integer NOT NULL
);

--
-- Name: worker_times; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.worker_times (
    id integer NOT NULL,
    worker_id integer NOT NULL,
    date date NOT NULL,
    started_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone,
    gta_type_id integer,
    comment text,
    created_by integer,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT worker_times_check CHECK (((ended_at IS NULL) OR (ended_at > started_at)))
);

--
-- Name: worker_times_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.worker_times_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: worker_times_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.worker_times_id_seq OWNED BY public.worker_times.id;

--
-- Name: workers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.workers (
    id integer NOT NULL,
    short_code text NOT NULL,
    company_id integer NOT NULL,
    team_id integer NOT NULL,
    agency_id integer NOT NULL,
    elu_id integer,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text,
    phone text,
    birth_date date,
    hired_on date,
    left_on date,
    address text,
    postal_code text,
    city text,
    comment text,
    photo_updated_at timestamp with time zone,
    activity_status text DEFAULT 'active'::text NOT NULL,
    search_text text GENERATED ALWAYS AS (lower(((((((((short_code || ' '::text) || first_name) || ' '::text) || last_name) || ' '::text) || COALESCE(email, ''::text)) || ' '::text) || COALESCE(phone, ''::text)))) STORED,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_key text GENERATED ALWAYS AS (public.search_fold(((((((short_code || ' '::text) || first_name) || ' '::text) || last_name) || ' '::text) || COALESCE(email, ''::text)))) STORED,
    search_digits text GENERATED ALWAYS AS (public.search_phone(phone)) STORED,
    contract_kind text,
    contract_start_date date,
    contract_end_date date,
    CONSTRAINT workers_activity_status_check CHECK ((activity_status = ANY (ARRAY['active'::text, 'inactive'::text]))),
    CONSTRAINT workers_contract_dates_check CHECK (((contract_end_date IS NULL) OR (contract_start_date IS NULL) OR (contract_end_date >= contract_start_date))),
    CONSTRAINT workers_contract_kind_check CHECK ((contract_kind = ANY (ARRAY['cdi'::text, 'cdd'::text, 'interim'::text, 'freelance'::text])))
);

--
-- Name: workers_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.workers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: workers_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.workers_id_seq OWNED BY public.workers.id;

--
-- Name: admin_events id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_events ALTER COLUMN id SET DEFAULT nextval('public.admin_events_id_seq'::regclass);

--
-- Name: agencies id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.agencies ALTER COLUMN id SET DEFAULT nextval('public.agencies_id_seq'::regclass);

--
-- Name: analytic_accounts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytic_accounts ALTER COLUMN id SET DEFAULT nextval('public.analytic_accounts_id_seq'::regclass);

--
-- Name: banned_users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.banned_users ALTER COLUMN id SET DEFAULT nextval('public.banned_users_id_seq'::regclass);

--
-- Name: billing_runs id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.billing_runs ALTER COLUMN id SET DEFAULT nextval('public.billing_runs_id_seq'::regclass);

--
-- Name: business_units id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.business_units ALTER COLUMN id SET DEFAULT nextval('public.business_units_id_seq'::regclass);

--
-- Name: cfr_user_sessions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_user_sessions ALTER COLUMN id SET DEFAULT nextval('public.cfr_user_sessions_id_seq'::regclass);

--
-- Name: cfr_users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_users ALTER COLUMN id SET DEFAULT nextval('public.cfr_users_id_seq'::regclass);

--
-- Name: chats id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats ALTER COLUMN id SET DEFAULT nextval('public.chats_id_seq'::regclass);

--
-- Name: client_contacts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_contacts ALTER COLUMN id SET DEFAULT nextval('public.client_contacts_id_seq'::regclass);

--
-- Name: client_events id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_events ALTER COLUMN id SET DEFAULT nextval('public.client_events_id_seq'::regclass);

--
-- Name: client_groups id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_groups ALTER COLUMN id SET DEFAULT nextval('public.client_groups_id_seq'::regclass);

--
-- Name: client_groups2 id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_groups2 ALTER COLUMN id SET DEFAULT nextval('public.client_groups2_id_seq'::regclass);

--
-- Name: clients id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients ALTER COLUMN id SET DEFAULT nextval('public.clients_id_seq'::regclass);

--
-- Name: companies id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies ALTER COLUMN id SET DEFAULT nextval('public.companies_id_seq'::regclass);

--
-- Name: credit_note_lines id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_note_lines ALTER COLUMN id SET DEFAULT nextval('public.credit_note_lines_id_seq'::regclass);

--
-- Name: credit_notes id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes ALTER COLUMN id SET DEFAULT nextval('public.credit_notes_id_seq'::regclass);

--
-- Name: credit_requests id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_requests ALTER COLUMN id SET DEFAULT nextval('public.credit_requests_id_seq'::regclass);

--
-- Name: discount_codes id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discount_codes ALTER COLUMN id SET DEFAULT nextval('public.discount_codes_id_seq'::regclass);

--
-- Name: elus id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.elus ALTER COLUMN id SET DEFAULT nextval('public.elus_id_seq'::regclass);

--
-- Name: finance_units id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.finance_units ALTER COLUMN id SET DEFAULT nextval('public.finance_units_id_seq'::regclass);

--
-- Name: fleet_managers id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.fleet_managers ALTER COLUMN id SET DEFAULT nextval('public.fleet_managers_id_seq'::regclass);

--
-- Name: gta_types id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gta_types ALTER COLUMN id SET DEFAULT nextval('public.gta_types_id_seq'::regclass);

--
-- Name: home_messages id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.home_messages ALTER COLUMN id SET DEFAULT nextval('public.home_messages_id_seq'::regclass);

--
-- Name: invoice_lines id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_lines ALTER COLUMN id SET DEFAULT nextval('public.invoice_lines_id_seq'::regclass);

--
-- Name: invoices id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices ALTER COLUMN id SET DEFAULT nextval('public.invoices_id_seq'::regclass);

--
-- Name: login_attempts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_attempts ALTER COLUMN id SET DEFAULT nextval('public.login_attempts_id_seq'::regclass);

--
-- Name: mail_outbox id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_outbox ALTER COLUMN id SET DEFAULT nextval('public.mail_outbox_id_seq'::regclass);

--
-- Name: message_reads id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_reads ALTER COLUMN id SET DEFAULT nextval('public.message_reads_id_seq'::regclass);

--
-- Name: messages id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages ALTER COLUMN id SET DEFAULT nextval('public.messages_id_seq'::regclass);

--
-- Name: missions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.missions ALTER COLUMN id SET DEFAULT nextval('public.missions_id_seq'::regclass);

--
-- Name: pay_month_closings id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pay_month_closings ALTER COLUMN id SET DEFAULT nextval('public.pay_month_closings_id_seq'::regclass);

--
-- Name: payment_methods id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_methods ALTER COLUMN id SET DEFAULT nextval('public.payment_methods_id_seq'::regclass);

--
-- Name: payments id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments ALTER COLUMN id SET DEFAULT nextval('public.payments_id_seq'::regclass);

--
-- Name: price_lists id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.price_lists ALTER COLUMN id SET DEFAULT nextval('public.price_lists_id_seq'::regclass);

--
-- Name: profiles id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles ALTER COLUMN id SET DEFAULT nextval('public.profiles_id_seq'::regclass);

--
-- Name: recovery_notes id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.recovery_notes ALTER COLUMN id SET DEFAULT nextval('public.recovery_notes_id_seq'::regclass);

--
-- Name: regular_missions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regular_missions ALTER COLUMN id SET DEFAULT nextval('public.regular_missions_id_seq'::regclass);

--
-- Name: retrib_calendar_entries id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.retrib_calendar_entries ALTER COLUMN id SET DEFAULT nextval('public.retrib_calendar_entries_id_seq'::regclass);

--
-- Name: retrib_services_and_options id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.retrib_services_and_options ALTER COLUMN id SET DEFAULT nextval('public.retrib_services_and_options_id_seq'::regclass);

--
-- Name: rooms id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rooms ALTER COLUMN id SET DEFAULT nextval('public.rooms_id_seq'::regclass);

--
-- Name: sales_agents id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sales_agents ALTER COLUMN id SET DEFAULT nextval('public.sales_agents_id_seq'::regclass);

--
-- Name: services id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.services ALTER COLUMN id SET DEFAULT nextval('public.services_id_seq'::regclass);

--
-- Name: sessions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions ALTER COLUMN id SET DEFAULT nextval('public.sessions_id_seq'::regclass);

--
-- Name: shift_billing_adjustments id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_billing_adjustments ALTER COLUMN id SET DEFAULT nextval('public.shift_billing_adjustments_id_seq'::regclass);

--
-- Name: shift_types id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_types ALTER COLUMN id SET DEFAULT nextval('public.shift_types_id_seq'::regclass);

--
-- Name: shifts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shifts ALTER COLUMN id SET DEFAULT nextval('public.shifts_id_seq'::regclass);

--
-- Name: sites id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sites ALTER COLUMN id SET DEFAULT nextval('public.sites_id_seq'::regclass);

--
-- Name: staff_users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff_users ALTER COLUMN id SET DEFAULT nextval('public.staff_users_id_seq'::regclass);

--
-- Name: team_configs id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.team_configs ALTER COLUMN id SET DEFAULT nextval('public.team_configs_id_seq'::regclass);

--
-- Name: teams id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.teams ALTER COLUMN id SET DEFAULT nextval('public.teams_id_seq'::regclass);

--
-- Name: tickets id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tickets ALTER COLUMN id SET DEFAULT nextval('public.tickets_id_seq'::regclass);

--
-- Name: trusted_devices id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.trusted_devices ALTER COLUMN id SET DEFAULT nextval('public.trusted_devices_id_seq'::regclass);

--
-- Name: vehicle_assignments id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_assignments ALTER COLUMN id SET DEFAULT nextval('public.vehicle_assignments_id_seq'::regclass);

--
-- Name: vehicle_brands id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_brands ALTER COLUMN id SET DEFAULT nextval('public.vehicle_brands_id_seq'::regclass);

--
-- Name: vehicle_comments id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_comments ALTER COLUMN id SET DEFAULT nextval('public.vehicle_comments_id_seq'::regclass);

--
-- Name: vehicle_contracts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_contracts ALTER COLUMN id SET DEFAULT nextval('public.vehicle_contracts_id_seq'::regclass);

--
-- Name: vehicle_models id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_models ALTER COLUMN id SET DEFAULT nextval('public.vehicle_models_id_seq'::regclass);

--
-- Name: vehicle_states id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_states ALTER COLUMN id SET DEFAULT nextval('public.vehicle_states_id_seq'::regclass);

--
-- Name: vehicle_suppliers id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_suppliers ALTER COLUMN id SET DEFAULT nextval('public.vehicle_suppliers_id_seq'::regclass);

--
-- Name: vehicle_types id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_types ALTER COLUMN id SET DEFAULT nextval('public.vehicle_types_id_seq'::regclass);

--
-- Name: vehicles id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles ALTER COLUMN id SET DEFAULT nextval('public.vehicles_id_seq'::regclass);

--
-- Name: worker_documents id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_documents ALTER COLUMN id SET DEFAULT nextval('public.worker_documents_id_seq'::regclass);

--
-- Name: worker_events id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_events ALTER COLUMN id SET DEFAULT nextval('public.worker_events_id_seq'::regclass);

--
-- Name: worker_times id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_times ALTER COLUMN id SET DEFAULT nextval('public.worker_times_id_seq'::regclass);

--
-- Name: workers id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.workers ALTER COLUMN id SET DEFAULT nextval('public.workers_id_seq'::regclass);

--
-- Name: admin_events admin_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_events
    ADD CONSTRAINT admin_events_pkey PRIMARY KEY (id);

--
-- Name: agencies agencies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.agencies
    ADD CONSTRAINT agencies_pkey PRIMARY KEY (id);

--
-- Name: analytic_accounts analytic_accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytic_accounts
    ADD CONSTRAINT analytic_accounts_pkey PRIMARY KEY (id);

--
-- Name: banned_users banned_users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.banned_users
    ADD CONSTRAINT banned_users_pkey PRIMARY KEY (id);

--
-- Name: billing_late_changes billing_late_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.billing_late_changes
    ADD CONSTRAINT billing_late_changes_pkey PRIMARY KEY (shift_id, client_id);

--
-- Name: billing_runs billing_runs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.billing_runs
    ADD CONSTRAINT billing_runs_pkey PRIMARY KEY (id);

--
-- Name: business_units business_units_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.business_units
    ADD CONSTRAINT business_units_pkey PRIMARY KEY (id);

--
-- Name: cfr_user_rooms cfr_user_rooms_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_user_rooms
    ADD CONSTRAINT cfr_user_rooms_pkey PRIMARY KEY (cfr_user_id, room_id);

--
-- Name: cfr_user_sessions cfr_user_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_user_sessions
    ADD CONSTRAINT cfr_user_sessions_pkey PRIMARY KEY (id);

--
-- Name: cfr_user_sessions cfr_user_sessions_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_user_sessions
    ADD CONSTRAINT cfr_user_sessions_token_hash_key UNIQUE (token_hash);

--
-- Name: cfr_users cfr_users_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_users
    ADD CONSTRAINT cfr_users_email_key UNIQUE (email);

--
-- Name: cfr_users cfr_users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_users
    ADD CONSTRAINT cfr_users_pkey PRIMARY KEY (id);

--
-- Name: cfr_users cfr_users_reset_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_users
    ADD CONSTRAINT cfr_users_reset_token_hash_key UNIQUE (reset_token_hash);

--
-- Name: chats chats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats
    ADD CONSTRAINT chats_pkey PRIMARY KEY (id);

--
-- Name: client_contacts client_contacts_id_client_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_contacts
    ADD CONSTRAINT client_contacts_id_client_id_key UNIQUE (id, client_id);

--
-- Name: client_contacts client_contacts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_contacts
    ADD CONSTRAINT client_contacts_pkey PRIMARY KEY (id);

--
-- Name: client_events client_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_events
    ADD CONSTRAINT client_events_pkey PRIMARY KEY (id);

--
-- Name: client_groups2 client_groups2_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_groups2
    ADD CONSTRAINT client_groups2_pkey PRIMARY KEY (id);

--
-- Name: client_groups client_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_groups
    ADD CONSTRAINT client_groups_pkey PRIMARY KEY (id);

--
-- Name: client_price_lists client_price_lists_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_price_lists
    ADD CONSTRAINT client_price_lists_pkey PRIMARY KEY (client_id, price_list_id);

--
-- Name: client_receivables client_receivables_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_receivables
    ADD CONSTRAINT client_receivables_pkey PRIMARY KEY (client_id);

--
-- Name: client_reminders_due client_reminders_due_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_reminders_due
    ADD CONSTRAINT client_reminders_due_pkey PRIMARY KEY (client_id);

--
-- Name: clients clients_business_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_business_code_key UNIQUE (business_code);

--
-- Name: clients clients_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_pkey PRIMARY KEY (id);

--
-- Name: companies companies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_pkey PRIMARY KEY (id);

--
-- Name: companies companies_short_code_prefix_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_short_code_prefix_key UNIQUE (short_code_prefix);

--
-- Name: credit_note_documents credit_note_documents_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_note_documents
    ADD CONSTRAINT credit_note_documents_pkey PRIMARY KEY (credit_note_id);

--
-- Name: credit_note_lines credit_note_lines_credit_note_id_position_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_note_lines
    ADD CONSTRAINT credit_note_lines_credit_note_id_position_key UNIQUE (credit_note_id, "position");

--
-- Name: credit_note_lines credit_note_lines_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_note_lines
    ADD CONSTRAINT credit_note_lines_pkey PRIMARY KEY (id);

--
-- Name: credit_note_number_sequences credit_note_number_sequences_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_note_number_sequences
    ADD CONSTRAINT credit_note_number_sequences_pkey PRIMARY KEY (year);

--
-- Name: credit_notes credit_notes_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_number_key UNIQUE (number);

--
-- Name: credit_notes credit_notes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_pkey PRIMARY KEY (id);

--
-- Name: credit_requests credit_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_requests
    ADD CONSTRAINT credit_requests_pkey PRIMARY KEY (id);

--
-- Name: discount_codes discount_codes_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discount_codes
    ADD CONSTRAINT discount_codes_code_key UNIQUE (code);

--
-- Name: discount_codes discount_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discount_codes
    ADD CONSTRAINT discount_codes_pkey PRIMARY KEY (id);

--
-- Name: elus elus_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.elus
    ADD CONSTRAINT elus_pkey PRIMARY KEY (id);

--
-- Name: finance_settings finance_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.finance_settings
    ADD CONSTRAINT finance_settings_pkey PRIMARY KEY (id);

--
-- Name: finance_units finance_units_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.finance_units
    ADD CONSTRAINT finance_units_pkey PRIMARY KEY (id);

--
-- Name: fleet_managers fleet_managers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.fleet_managers
    ADD CONSTRAINT fleet_managers_pkey PRIMARY KEY (id);

--
-- Name: gta_type_versions gta_type_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gta_type_versions
    ADD CONSTRAINT gta_type_versions_pkey PRIMARY KEY (gta_type_id, valid_from);

--
-- Name: gta_types gta_types_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gta_types
    ADD CONSTRAINT gta_types_pkey PRIMARY KEY (id);

--
-- Name: home_messages home_messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.home_messages
    ADD CONSTRAINT home_messages_pkey PRIMARY KEY (id);

--
-- Name: invoice_documents invoice_documents_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_documents
    ADD CONSTRAINT invoice_documents_pkey PRIMARY KEY (invoice_id);

--
-- Name: invoice_lines invoice_lines_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_pkey PRIMARY KEY (id);

--
-- Name: invoice_number_sequences invoice_number_sequences_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_number_sequences
    ADD CONSTRAINT invoice_number_sequences_pkey PRIMARY KEY (year);

--
-- Name: invoice_reminders invoice_reminders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_reminders
    ADD CONSTRAINT invoice_reminders_pkey PRIMARY KEY (invoice_id, level);

--
-- Name: invoices invoices_id_client_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_id_client_id_key UNIQUE (id, client_id);

--
-- Name: invoices invoices_invoice_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_invoice_number_key UNIQUE (invoice_number);

--
-- Name: invoices invoices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (id);

--
-- Name: job_runs job_runs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_runs
    ADD CONSTRAINT job_runs_pkey PRIMARY KEY (job);

--
-- Name: kysely_migration_lock kysely_migration_lock_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kysely_migration_lock
    ADD CONSTRAINT kysely_migration_lock_pkey PRIMARY KEY (id);

--
-- Name: kysely_migration kysely_migration_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kysely_migration
    ADD CONSTRAINT kysely_migration_pkey PRIMARY KEY (name);

--
-- Name: login_attempts login_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_attempts
    ADD CONSTRAINT login_attempts_pkey PRIMARY KEY (id);

--
-- Name: mail_outbox mail_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_pkey PRIMARY KEY (id);

--
-- Name: message_attachments message_attachments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_attachments
    ADD CONSTRAINT message_attachments_pkey PRIMARY KEY (message_id);

--
-- Name: message_keys message_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_keys
    ADD CONSTRAINT message_keys_pkey PRIMARY KEY (sender_user_id, client_key);

--
-- Name: message_reads message_reads_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_reads
    ADD CONSTRAINT message_reads_key UNIQUE NULLS NOT DISTINCT (user_id, cfr_user_id, room_id, chat_id);

--
-- Name: message_reads message_reads_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_reads
    ADD CONSTRAINT message_reads_pkey PRIMARY KEY (id);

--
-- Name: messages messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id);

--
-- Name: missions missions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.missions
    ADD CONSTRAINT missions_pkey PRIMARY KEY (id);

--
-- Name: month_closings month_closings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.month_closings
    ADD CONSTRAINT month_closings_pkey PRIMARY KEY (month);

--
-- Name: pay_month_closings pay_month_closings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pay_month_closings
    ADD CONSTRAINT pay_month_closings_pkey PRIMARY KEY (id);

--
-- Name: pay_month_statements pay_month_statements_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pay_month_statements
    ADD CONSTRAINT pay_month_statements_pkey PRIMARY KEY (closing_id, worker_id);

--
-- Name: payment_methods payment_methods_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_methods
    ADD CONSTRAINT payment_methods_pkey PRIMARY KEY (id);

--
-- Name: payments payments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (id);

--
-- Name: price_list_rates price_list_rates_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.price_list_rates
    ADD CONSTRAINT price_list_rates_pkey PRIMARY KEY (price_list_id);

--
-- Name: price_lists price_lists_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.price_lists
    ADD CONSTRAINT price_lists_pkey PRIMARY KEY (id);

--
-- Name: profiles profiles_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_name_key UNIQUE (name);

--
-- Name: profiles profiles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (id);

--
-- Name: rate_limit_windows rate_limit_windows_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate_limit_windows
    ADD CONSTRAINT rate_limit_windows_pkey PRIMARY KEY (key, window_start);

--
-- Name: recovery_notes recovery_notes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.recovery_notes
    ADD CONSTRAINT recovery_notes_pkey PRIMARY KEY (id);

--
-- Name: regular_missions regular_missions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regular_missions
    ADD CONSTRAINT regular_missions_pkey PRIMARY KEY (id);

--
-- Name: retrib_calendar_entries retrib_calendar_entries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.retrib_calendar_entries
    ADD CONSTRAINT retrib_calendar_entries_pkey PRIMARY KEY (id);

--
-- Name: retrib_calendar_entries retrib_calendar_entries_team_id_date_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.retrib_calendar_entries
    ADD CONSTRAINT retrib_calendar_entries_team_id_date_key UNIQUE (team_id, date);

--
-- Name: retrib_services_and_options retrib_services_and_options_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.retrib_services_and_options
    ADD CONSTRAINT retrib_services_and_options_pkey PRIMARY KEY (id);

--
-- Name: room_members room_members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_members
    ADD CONSTRAINT room_members_pkey PRIMARY KEY (room_id, user_id);

--
-- Name: rooms rooms_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rooms
    ADD CONSTRAINT rooms_pkey PRIMARY KEY (id);

--
-- Name: sales_agents sales_agents_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sales_agents
    ADD CONSTRAINT sales_agents_pkey PRIMARY KEY (id);

--
-- Name: seller_identity seller_identity_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seller_identity
    ADD CONSTRAINT seller_identity_pkey PRIMARY KEY (id);

--
-- Name: seller_versions seller_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seller_versions
    ADD CONSTRAINT seller_versions_pkey PRIMARY KEY (digest);

--
-- Name: services services_id_client_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.services
    ADD CONSTRAINT services_id_client_id_key UNIQUE (id, client_id);

--
-- Name: services services_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.services
    ADD CONSTRAINT services_pkey PRIMARY KEY (id);

--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

--
-- Name: sessions sessions_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_token_hash_key UNIQUE (token_hash);

--
-- Name: settings settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (key);

--
-- Name: shift_billing_adjustments shift_billing_adjustments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_billing_adjustments
    ADD CONSTRAINT shift_billing_adjustments_pkey PRIMARY KEY (id);

--
-- Name: shift_billings shift_billings_invoice_line_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_billings
    ADD CONSTRAINT shift_billings_invoice_line_id_key UNIQUE (invoice_line_id);

--
-- Name: shift_billings shift_billings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_billings
    ADD CONSTRAINT shift_billings_pkey PRIMARY KEY (shift_id);

--
-- Name: shift_types shift_types_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_types
    ADD CONSTRAINT shift_types_pkey PRIMARY KEY (id);

--
-- Name: shifts shifts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shifts
    ADD CONSTRAINT shifts_pkey PRIMARY KEY (id);

--
-- Name: sites sites_id_client_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sites
    ADD CONSTRAINT sites_id_client_id_key UNIQUE (id, client_id);

--
-- Name: sites sites_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sites
    ADD CONSTRAINT sites_pkey PRIMARY KEY (id);

--
-- Name: staff_users staff_users_login_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff_users
    ADD CONSTRAINT staff_users_login_key UNIQUE (login);

--
-- Name: staff_users staff_users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff_users
    ADD CONSTRAINT staff_users_pkey PRIMARY KEY (id);

--
-- Name: team_config_versions team_config_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.team_config_versions
    ADD CONSTRAINT team_config_versions_pkey PRIMARY KEY (team_id, valid_from);

--
-- Name: team_configs team_configs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.team_configs
    ADD CONSTRAINT team_configs_pkey PRIMARY KEY (id);

--
-- Name: team_configs team_configs_team_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.team_configs
    ADD CONSTRAINT team_configs_team_id_key UNIQUE (team_id);

--
-- Name: teams teams_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.teams
    ADD CONSTRAINT teams_pkey PRIMARY KEY (id);

--
-- Name: tickets tickets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_pkey PRIMARY KEY (id);

--
-- Name: totp_key_check totp_key_check_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.totp_key_check
    ADD CONSTRAINT totp_key_check_pkey PRIMARY KEY (id);

--
-- Name: trusted_devices trusted_devices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.trusted_devices
    ADD CONSTRAINT trusted_devices_pkey PRIMARY KEY (id);

--
-- Name: trusted_devices trusted_devices_secret_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.trusted_devices
    ADD CONSTRAINT trusted_devices_secret_hash_key UNIQUE (secret_hash);

--
-- Name: vehicle_assignments vehicle_assignments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_assignments
    ADD CONSTRAINT vehicle_assignments_pkey PRIMARY KEY (id);

--
-- Name: vehicle_brands vehicle_brands_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_brands
    ADD CONSTRAINT vehicle_brands_pkey PRIMARY KEY (id);

--
-- Name: vehicle_comments vehicle_comments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_comments
    ADD CONSTRAINT vehicle_comments_pkey PRIMARY KEY (id);

--
-- Name: vehicle_contracts vehicle_contracts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_contracts
    ADD CONSTRAINT vehicle_contracts_pkey PRIMARY KEY (id);

--
-- Name: vehicle_models vehicle_models_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_models
    ADD CONSTRAINT vehicle_models_pkey PRIMARY KEY (id);

--
-- Name: vehicle_states vehicle_states_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_states
    ADD CONSTRAINT vehicle_states_pkey PRIMARY KEY (id);

--
-- Name: vehicle_suppliers vehicle_suppliers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_suppliers
    ADD CONSTRAINT vehicle_suppliers_pkey PRIMARY KEY (id);

--
-- Name: vehicle_types vehicle_types_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_types
    ADD CONSTRAINT vehicle_types_pkey PRIMARY KEY (id);

--
-- Name: vehicles vehicles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_pkey PRIMARY KEY (id);

--
-- Name: vehicles vehicles_plate_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_plate_key UNIQUE (plate);

--
-- Name: vehicles vehicles_short_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_short_code_key UNIQUE (short_code);

--
-- Name: worker_days worker_days_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_days
    ADD CONSTRAINT worker_days_pkey PRIMARY KEY (worker_id, date);

--
-- Name: worker_documents worker_documents_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_documents
    ADD CONSTRAINT worker_documents_pkey PRIMARY KEY (id);

--
-- Name: worker_events worker_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_events
    ADD CONSTRAINT worker_events_pkey PRIMARY KEY (id);

--
-- Name: worker_photos worker_photos_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_photos
    ADD CONSTRAINT worker_photos_pkey PRIMARY KEY (worker_id);

--
-- Name: worker_team_periods worker_team_periods_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_team_periods
    ADD CONSTRAINT worker_team_periods_pkey PRIMARY KEY (worker_id, valid_from);

--
-- Name: worker_times worker_times_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_times
    ADD CONSTRAINT worker_times_pkey PRIMARY KEY (id);

--
-- Name: workers workers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.workers
    ADD CONSTRAINT workers_pkey PRIMARY KEY (id);

--
-- Name: workers workers_short_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.workers
    ADD CONSTRAINT workers_short_code_key UNIQUE (short_code);

--
-- Name: admin_events_action_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_events_action_at_idx ON public.admin_events USING btree (action, at DESC, id DESC);

--
-- Name: admin_events_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_events_at_idx ON public.admin_events USING btree (at DESC, id DESC);

--
-- Name: admin_events_target_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_events_target_at_idx ON public.admin_events USING btree (target_type, target_id, at DESC, id DESC);

--
-- Name: admin_events_target_type_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_events_target_type_at_idx ON public.admin_events USING btree (target_type, at DESC, id DESC);

--
-- Name: admin_events_user_action_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_events_user_action_at_idx ON public.admin_events USING btree (user_id, action, at DESC, id DESC);

--
-- Name: admin_events_user_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_events_user_at_idx ON public.admin_events USING btree (user_id, at DESC, id DESC);

--
-- Name: admin_events_user_type_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX admin_events_user_type_at_idx ON public.admin_events USING btree (user_id, target_type, at DESC, id DESC);

--
-- Name: agencies_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX agencies_name_idx ON public.agencies USING btree (name);

--
-- Name: agencies_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX agencies_status_idx ON public.agencies USING btree (activity_status);

--
-- Name: analytic_accounts_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytic_accounts_name_idx ON public.analytic_accounts USING btree (name);

--
-- Name: analytic_accounts_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytic_accounts_status_idx ON public.analytic_accounts USING btree (activity_status);

--
-- Name: banned_users_active_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX banned_users_active_key ON public.banned_users USING btree (client_id, lower(email)) WHERE (unbanned_at IS NULL);

--
-- Name: banned_users_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX banned_users_client_idx ON public.banned_users USING btree (client_id, banned_at DESC);

--
-- Name: billing_late_changes_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX billing_late_changes_client_idx ON public.billing_late_changes USING btree (client_id);

--
-- Name: billing_runs_month_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX billing_runs_month_idx ON public.billing_runs USING btree (month, id DESC);

--
-- Name: billing_runs_running_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX billing_runs_running_key ON public.billing_runs USING btree (month) WHERE (status = 'running'::text);

--
-- Name: business_units_finance_unit_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX business_units_finance_unit_idx ON public.business_units USING btree (finance_unit_id);

--
-- Name: business_units_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX business_units_name_idx ON public.business_units USING btree (name);

--
-- Name: business_units_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX business_units_status_idx ON public.business_units USING btree (activity_status);

--
-- Name: cfr_user_rooms_room_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_user_rooms_room_idx ON public.cfr_user_rooms USING btree (room_id);

--
-- Name: cfr_user_sessions_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_user_sessions_user_idx ON public.cfr_user_sessions USING btree (cfr_user_id) WHERE (revoked_at IS NULL);

--
-- Name: cfr_users_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_client_idx ON public.cfr_users USING btree (client_id);

--
-- Name: cfr_users_client_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_client_list_idx ON public.cfr_users USING btree (client_id, last_name, first_name, id);

--
-- Name: cfr_users_first_name_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_first_name_list_idx ON public.cfr_users USING btree (first_name, last_name, id);

--
-- Name: cfr_users_last_login_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_last_login_list_idx ON public.cfr_users USING btree (last_login_at, id);

--
-- Name: cfr_users_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_list_idx ON public.cfr_users USING btree (last_name, first_name, id);

--
-- Name: cfr_users_search_key_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_search_key_trgm ON public.cfr_users USING gin (search_key public.gin_trgm_ops);

--
-- Name: cfr_users_search_text_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_search_text_trgm ON public.cfr_users USING gin (search_text public.gin_trgm_ops);

--
-- Name: cfr_users_service_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_service_idx ON public.cfr_users USING btree (service_id);

--
-- Name: cfr_users_site_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_site_idx ON public.cfr_users USING btree (site_id);

--
-- Name: cfr_users_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_status_idx ON public.cfr_users USING btree (activity_status, last_name);

--
-- Name: cfr_users_status_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cfr_users_status_list_idx ON public.cfr_users USING btree (activity_status, last_name, first_name, id);

--
-- Name: chats_cfr_pair_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX chats_cfr_pair_key ON public.chats USING btree (user_id, cfr_user_id) WHERE (cfr_user_id IS NOT NULL);

--
-- Name: chats_cfr_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX chats_cfr_user_idx ON public.chats USING btree (cfr_user_id);

--
-- Name: chats_other_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX chats_other_user_idx ON public.chats USING btree (other_user_id);

--
-- Name: chats_staff_pair_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX chats_staff_pair_key ON public.chats USING btree (user_id, other_user_id) WHERE (other_user_id IS NOT NULL);

--
-- Name: chats_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX chats_user_idx ON public.chats USING btree (user_id);

--
-- Name: client_contacts_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_contacts_client_idx ON public.client_contacts USING btree (client_id);

--
-- Name: client_contacts_search_digits_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_contacts_search_digits_trgm ON public.client_contacts USING gin (search_digits public.gin_trgm_ops);

--
-- Name: client_contacts_search_key_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_contacts_search_key_trgm ON public.client_contacts USING gin (search_key public.gin_trgm_ops);

--
-- Name: client_events_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_events_client_idx ON public.client_events USING btree (client_id, at DESC);

--
-- Name: client_events_client_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_events_client_page_idx ON public.client_events USING btree (client_id, at DESC, id DESC);

--
-- Name: client_events_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_events_user_idx ON public.client_events USING btree (user_id);

--
-- Name: client_groups2_lower_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_groups2_lower_name_idx ON public.client_groups2 USING btree (lower(name));

--
-- Name: client_groups2_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_groups2_name_idx ON public.client_groups2 USING btree (name);

--
-- Name: client_groups2_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_groups2_status_idx ON public.client_groups2 USING btree (activity_status);

--
-- Name: client_groups_group2_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_groups_group2_idx ON public.client_groups USING btree (client_group2_id);

--
-- Name: client_groups_lower_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_groups_lower_name_idx ON public.client_groups USING btree (lower(name));

--
-- Name: client_groups_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_groups_name_idx ON public.client_groups USING btree (name);

--
-- Name: client_groups_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_groups_status_idx ON public.client_groups USING btree (activity_status);

--
-- Name: client_price_lists_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_price_lists_list_idx ON public.client_price_lists USING btree (price_list_id);

--
-- Name: client_receivables_as_of_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_as_of_idx ON public.client_receivables USING btree (as_of);

--
-- Name: client_receivables_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_name_idx ON public.client_receivables USING btree (name, client_id);

--
-- Name: client_receivables_not_due_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_not_due_order_idx ON public.client_receivables USING btree (not_due, name, client_id);

--
-- Name: client_receivables_overdue1to30_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_overdue1to30_order_idx ON public.client_receivables USING btree (overdue1to30, name, client_id);

--
-- Name: client_receivables_overdue31to60_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_overdue31to60_order_idx ON public.client_receivables USING btree (overdue31to60, name, client_id);

--
-- Name: client_receivables_overdue61to90_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_overdue61to90_order_idx ON public.client_receivables USING btree (overdue61to90, name, client_id);

--
-- Name: client_receivables_overdue_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_overdue_order_idx ON public.client_receivables USING btree (overdue, name, client_id);

--
-- Name: client_receivables_overdue_over90_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_overdue_over90_order_idx ON public.client_receivables USING btree (overdue_over90, name, client_id);

--
-- Name: client_receivables_search_text_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_search_text_trgm ON public.client_receivables USING gin (search_text public.gin_trgm_ops);

--
-- Name: client_receivables_total_due_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_receivables_total_due_order_idx ON public.client_receivables USING btree (total_due, name, client_id);

--
-- Name: client_reminders_due_from_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX client_reminders_due_from_idx ON public.client_reminders_due USING btree (due_from, client_id);

--
-- Name: clients_agency_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_agency_list_idx ON public.clients USING btree (agency_id, name, id) INCLUDE (activity_status);

--
-- Name: clients_billing_contact_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_billing_contact_idx ON public.clients USING btree (billing_contact_id);

--
-- Name: clients_business_code_pattern_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_business_code_pattern_idx ON public.clients USING btree (business_code text_pattern_ops);

--
-- Name: clients_business_unit_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_business_unit_idx ON public.clients USING btree (business_unit_id);

--
-- Name: clients_city_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_city_list_idx ON public.clients USING btree (city, id) INCLUDE (activity_status);

--
-- Name: clients_client_group2_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_client_group2_list_idx ON public.clients USING btree (client_group2_id, name, id) INCLUDE (activity_status);

--
-- Name: clients_client_group_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_client_group_list_idx ON public.clients USING btree (client_group_id, name, id) INCLUDE (activity_status);

--
-- Name: clients_finance_unit_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_finance_unit_idx ON public.clients USING btree (finance_unit_id);

--
-- Name: clients_in_recovery_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_in_recovery_idx ON public.clients USING btree (id) WHERE ((in_recovery_since IS NOT NULL) OR (recovery_lifted_at IS NOT NULL));

--
-- Name: clients_in_recovery_since_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_in_recovery_since_idx ON public.clients USING btree (in_recovery_since) WHERE (in_recovery_since IS NOT NULL);

--
-- Name: clients_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_list_idx ON public.clients USING btree (name, id);

--
-- Name: clients_payment_method_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_payment_method_list_idx ON public.clients USING btree (payment_method_id, name, id) INCLUDE (activity_status);

--
-- Name: clients_recovery_flag_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_recovery_flag_idx ON public.clients USING btree (id) WHERE ((in_recovery_since IS NOT NULL) OR (recovery_lifted_at IS NOT NULL));

--
-- Name: clients_sales_agent_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_sales_agent_list_idx ON public.clients USING btree (sales_agent_id, name, id) INCLUDE (activity_status);

--
-- Name: clients_search_digits_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_search_digits_trgm ON public.clients USING gin (search_digits public.gin_trgm_ops);

--
-- Name: clients_search_key_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_search_key_trgm ON public.clients USING gin (search_key public.gin_trgm_ops);

--
-- Name: clients_search_text_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_search_text_trgm ON public.clients USING gin (search_text public.gin_trgm_ops);

--
-- Name: clients_status_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_status_list_idx ON public.clients USING btree (activity_status, name, id);

--
-- Name: companies_lower_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX companies_lower_name_idx ON public.companies USING btree (lower(name));

--
-- Name: companies_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX companies_name_idx ON public.companies USING btree (name);

--
-- Name: companies_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX companies_status_idx ON public.companies USING btree (activity_status);

--
-- Name: credit_notes_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_notes_client_idx ON public.credit_notes USING btree (client_id, issued_on);

--
-- Name: credit_notes_client_newest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_notes_client_newest_idx ON public.credit_notes USING btree (client_id, issued_on DESC, id DESC);

--
-- Name: credit_notes_invoice_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_notes_invoice_idx ON public.credit_notes USING btree (invoice_id);

--
-- Name: credit_notes_search_key_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_notes_search_key_trgm ON public.credit_notes USING gin (search_key public.gin_trgm_ops);

--
-- Name: credit_requests_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_requests_client_idx ON public.credit_requests USING btree (client_id, requested_at DESC);

--
-- Name: credit_requests_invoice_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_requests_invoice_idx ON public.credit_requests USING btree (invoice_id);

--
-- Name: credit_requests_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_requests_pending_idx ON public.credit_requests USING btree (requested_at, id) WHERE (status = 'pending'::text);

--
-- Name: discount_codes_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX discount_codes_status_idx ON public.discount_codes USING btree (status, code);

--
-- Name: elus_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX elus_name_idx ON public.elus USING btree (name);

--
-- Name: elus_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX elus_status_idx ON public.elus USING btree (activity_status);

--
-- Name: finance_units_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX finance_units_name_idx ON public.finance_units USING btree (name);

--
-- Name: finance_units_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX finance_units_status_idx ON public.finance_units USING btree (activity_status);

--
-- Name: fleet_managers_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX fleet_managers_name_idx ON public.fleet_managers USING btree (name);

--
-- Name: fleet_managers_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX fleet_managers_status_idx ON public.fleet_managers USING btree (activity_status);

--
-- Name: gta_types_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX gta_types_name_idx ON public.gta_types USING btree (name);

--
-- Name: gta_types_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX gta_types_status_idx ON public.gta_types USING btree (activity_status);

--
-- Name: home_messages_lower_title_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX home_messages_lower_title_idx ON public.home_messages USING btree (lower(title));

--
-- Name: home_messages_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX home_messages_status_idx ON public.home_messages USING btree (status, published_at DESC);

--
-- Name: invoice_lines_invoice_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoice_lines_invoice_idx ON public.invoice_lines USING btree (invoice_id, "position");

--
-- Name: invoice_reminders_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoice_reminders_client_idx ON public.invoice_reminders USING btree (client_id, sent_at DESC);

--
-- Name: invoices_billing_month_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_billing_month_idx ON public.invoices USING btree (billing_month, client_id) WHERE (billing_month IS NOT NULL);

--
-- Name: invoices_business_unit_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_business_unit_idx ON public.invoices USING btree (business_unit_id);

--
-- Name: invoices_client_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_client_due_idx ON public.invoices USING btree (client_id, due_on);

--
-- Name: invoices_client_issued_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_client_issued_idx ON public.invoices USING btree (client_id, issued_on DESC, id DESC);

--
-- Name: invoices_issued_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_issued_idx ON public.invoices USING btree (issued_on);

--
-- Name: invoices_open_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_open_due_idx ON public.invoices USING btree (due_on) WHERE (status = ANY (ARRAY['issued'::text, 'sent'::text]));

--
-- Name: invoices_open_receivables_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_open_receivables_idx ON public.invoices USING btree (client_id, due_on, id) INCLUDE (remaining) WHERE ((status = ANY (ARRAY['issued'::text, 'sent'::text])) AND (remaining > 0));

--
-- Name: invoices_search_key_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_search_key_trgm ON public.invoices USING gin (search_key public.gin_trgm_ops);

--
-- Name: login_attempts_ip_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_attempts_ip_idx ON public.login_attempts USING btree (ip, at);

--
-- Name: login_attempts_login_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_attempts_login_idx ON public.login_attempts USING btree (login, at);

--
-- Name: login_attempts_login_ip_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_attempts_login_ip_idx ON public.login_attempts USING btree (login, ip, at);

--
-- Name: login_attempts_network_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_attempts_network_at_idx ON public.login_attempts USING btree (network, at);

--
-- Name: mail_outbox_created_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mail_outbox_created_id_idx ON public.mail_outbox USING btree (created_at DESC, id DESC);

--
-- Name: mail_outbox_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mail_outbox_created_idx ON public.mail_outbox USING btree (created_at DESC);

--
-- Name: mail_outbox_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mail_outbox_due_idx ON public.mail_outbox USING btree (next_attempt_at, id) WHERE (status = ANY (ARRAY['queued'::text, 'sending'::text]));

--
-- Name: mail_outbox_search_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mail_outbox_search_trgm ON public.mail_outbox USING gin (public.mail_outbox_search_text(subject, to_addresses, cc_addresses) public.gin_trgm_ops);

--
-- Name: mail_outbox_status_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mail_outbox_status_created_idx ON public.mail_outbox USING btree (status, created_at DESC, id DESC);

--
-- Name: message_keys_message_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_keys_message_idx ON public.message_keys USING btree (message_id);

--
-- Name: message_reads_cfr_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_reads_cfr_idx ON public.message_reads USING btree (cfr_user_id);

--
-- Name: message_reads_chat_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_reads_chat_idx ON public.message_reads USING btree (chat_id);

--
-- Name: message_reads_room_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_reads_room_idx ON public.message_reads USING btree (room_id);

--
-- Name: message_reads_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_reads_user_idx ON public.message_reads USING btree (user_id) WHERE (user_id IS NOT NULL);

--
-- Name: messages_chat_history_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_chat_history_idx ON public.messages USING btree (chat_id, id DESC) INCLUDE (sent_at, sender_user_id, sender_cfr_user_id, body) WHERE ((chat_id IS NOT NULL) AND (octet_length(body) <= 2000));

--
-- Name: messages_chat_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_chat_id_idx ON public.messages USING btree (chat_id, id) WHERE (chat_id IS NOT NULL);

--
-- Name: messages_chat_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_chat_idx ON public.messages USING btree (chat_id, sent_at) WHERE (chat_id IS NOT NULL);

--
-- Name: messages_chat_long_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_chat_long_idx ON public.messages USING btree (chat_id, id DESC) WHERE ((chat_id IS NOT NULL) AND (NOT (octet_length(body) <= 2000)));

--
-- Name: messages_room_history_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_room_history_idx ON public.messages USING btree (room_id, id DESC) INCLUDE (sent_at, sender_user_id, sender_cfr_user_id, body) WHERE ((room_id IS NOT NULL) AND (octet_length(body) <= 2000));

--
-- Name: messages_room_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_room_id_idx ON public.messages USING btree (room_id, id) WHERE (room_id IS NOT NULL);

--
-- Name: messages_room_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_room_idx ON public.messages USING btree (room_id, sent_at) WHERE (room_id IS NOT NULL);

--
-- Name: messages_room_long_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_room_long_idx ON public.messages USING btree (room_id, id DESC) WHERE ((room_id IS NOT NULL) AND (NOT (octet_length(body) <= 2000)));

--
-- Name: missions_regular_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX missions_regular_idx ON public.missions USING btree (regular_mission_id);

--
-- Name: missions_regular_shift_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX missions_regular_shift_idx ON public.missions USING btree (regular_mission_id, shift_id);

--
-- Name: missions_shift_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX missions_shift_idx ON public.missions USING btree (shift_id);

--
-- Name: pay_month_closings_month_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX pay_month_closings_month_idx ON public.pay_month_closings USING btree (month, id);

--
-- Name: pay_month_closings_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX pay_month_closings_open_idx ON public.pay_month_closings USING btree (month) WHERE (reopened_at IS NULL);

--
-- Name: pay_month_statements_agency_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX pay_month_statements_agency_idx ON public.pay_month_statements USING btree (closing_id, agency_id, "position");

--
-- Name: pay_month_statements_position_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX pay_month_statements_position_idx ON public.pay_month_statements USING btree (closing_id, "position");

--
-- Name: pay_month_statements_team_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX pay_month_statements_team_idx ON public.pay_month_statements USING btree (closing_id, team_id, "position");

--
-- Name: payment_methods_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payment_methods_name_idx ON public.payment_methods USING btree (name);

--
-- Name: payment_methods_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payment_methods_status_idx ON public.payment_methods USING btree (activity_status);

--
-- Name: payments_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payments_client_idx ON public.payments USING btree (client_id, paid_on);

--
-- Name: payments_client_newest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payments_client_newest_idx ON public.payments USING btree (client_id, paid_on DESC, id DESC);

--
-- Name: payments_invoice_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payments_invoice_idx ON public.payments USING btree (invoice_id);

--
-- Name: price_lists_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX price_lists_name_idx ON public.price_lists USING btree (name);

--
-- Name: price_lists_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX price_lists_status_idx ON public.price_lists USING btree (activity_status);

--
-- Name: recovery_notes_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX recovery_notes_client_idx ON public.recovery_notes USING btree (client_id, at DESC);

--
-- Name: recovery_notes_client_newest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX recovery_notes_client_newest_idx ON public.recovery_notes USING btree (client_id, at DESC, id DESC);

--
-- Name: regular_missions_active_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_active_idx ON public.regular_missions USING btree (is_active, name);

--
-- Name: regular_missions_active_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_active_list_idx ON public.regular_missions USING btree (is_active, client_name, name, id);

--
-- Name: regular_missions_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_client_idx ON public.regular_missions USING btree (client_id, name);

--
-- Name: regular_missions_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_list_idx ON public.regular_missions USING btree (client_name, name, id);

--
-- Name: regular_missions_lower_client_name_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_lower_client_name_trgm ON public.regular_missions USING gin (lower(client_name) public.gin_trgm_ops);

--
-- Name: regular_missions_lower_name_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_lower_name_trgm ON public.regular_missions USING gin (lower(name) public.gin_trgm_ops);

--
-- Name: regular_missions_name_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_name_list_idx ON public.regular_missions USING btree (name, client_name, id);

--
-- Name: regular_missions_name_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_name_trgm ON public.regular_missions USING gin (name public.gin_trgm_ops);

--
-- Name: regular_missions_search_key_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_search_key_trgm ON public.regular_missions USING gin (search_key public.gin_trgm_ops);

--
-- Name: regular_missions_start_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_start_list_idx ON public.regular_missions USING btree (start_time, client_name, name, id);

--
-- Name: regular_missions_worker_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX regular_missions_worker_idx ON public.regular_missions USING btree (worker_id);

--
-- Name: retrib_calendar_entries_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX retrib_calendar_entries_date_idx ON public.retrib_calendar_entries USING btree (date);

--
-- Name: retrib_services_and_options_kind_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX retrib_services_and_options_kind_idx ON public.retrib_services_and_options USING btree (kind, name);

--
-- Name: room_members_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_members_user_idx ON public.room_members USING btree (user_id);

--
-- Name: rooms_active_client_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX rooms_active_client_key ON public.rooms USING btree (client_id) WHERE ((client_id IS NOT NULL) AND (activity_status = 'active'::text));

--
-- Name: rooms_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rooms_client_idx ON public.rooms USING btree (client_id);

--
-- Name: rooms_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rooms_name_idx ON public.rooms USING btree (name);

--
-- Name: rooms_search_key_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rooms_search_key_trgm ON public.rooms USING gin (search_key public.gin_trgm_ops);

--
-- Name: sales_agents_lower_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sales_agents_lower_name_idx ON public.sales_agents USING btree (lower(name));

--
-- Name: sales_agents_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sales_agents_name_idx ON public.sales_agents USING btree (name);

--
-- Name: sales_agents_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sales_agents_status_idx ON public.sales_agents USING btree (activity_status);

--
-- Name: services_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX services_client_idx ON public.services USING btree (client_id, name);

--
-- Name: sessions_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_user_idx ON public.sessions USING btree (user_id);

--
-- Name: shift_billing_adjustments_shift_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shift_billing_adjustments_shift_idx ON public.shift_billing_adjustments USING btree (shift_id);

--
-- Name: shift_billings_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shift_billings_client_idx ON public.shift_billings USING btree (client_id);

--
-- Name: shift_types_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shift_types_name_idx ON public.shift_types USING btree (name);

--
-- Name: shift_types_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shift_types_status_idx ON public.shift_types USING btree (activity_status);

--
-- Name: shifts_client_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shifts_client_date_idx ON public.shifts USING btree (client_id, date);

--
-- Name: shifts_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shifts_date_idx ON public.shifts USING btree (date);

--
-- Name: shifts_type_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shifts_type_idx ON public.shifts USING btree (shift_type_id);

--
-- Name: shifts_worker_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shifts_worker_date_idx ON public.shifts USING btree (worker_id, date);

--
-- Name: sites_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sites_client_idx ON public.sites USING btree (client_id, name);

--
-- Name: staff_users_profile_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX staff_users_profile_idx ON public.staff_users USING btree (profile_id);

--
-- Name: teams_agency_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX teams_agency_idx ON public.teams USING btree (agency_id);

--
-- Name: teams_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX teams_name_idx ON public.teams USING btree (name);

--
-- Name: teams_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX teams_status_idx ON public.teams USING btree (activity_status);

--
-- Name: tickets_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tickets_open_idx ON public.tickets USING btree (sent_at DESC, id DESC) WHERE (closed_at IS NULL);

--
-- Name: tickets_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tickets_user_idx ON public.tickets USING btree (user_id, sent_at DESC);

--
-- Name: trusted_devices_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX trusted_devices_user_idx ON public.trusted_devices USING btree (user_id, created_at);

--
-- Name: vehicle_assignments_open_vehicle; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX vehicle_assignments_open_vehicle ON public.vehicle_assignments USING btree (vehicle_id) WHERE (ended_at IS NULL);

--
-- Name: vehicle_assignments_open_worker; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX vehicle_assignments_open_worker ON public.vehicle_assignments USING btree (worker_id) WHERE (ended_at IS NULL);

--
-- Name: vehicle_assignments_vehicle_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_assignments_vehicle_page_idx ON public.vehicle_assignments USING btree (vehicle_id, started_at DESC, id DESC);

--
-- Name: vehicle_assignments_worker_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_assignments_worker_idx ON public.vehicle_assignments USING btree (worker_id, started_at DESC);

--
-- Name: vehicle_brands_lower_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_brands_lower_name_idx ON public.vehicle_brands USING btree (lower(name));

--
-- Name: vehicle_brands_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_brands_name_idx ON public.vehicle_brands USING btree (name);

--
-- Name: vehicle_brands_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_brands_status_idx ON public.vehicle_brands USING btree (activity_status);

--
-- Name: vehicle_comments_vehicle_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_comments_vehicle_page_idx ON public.vehicle_comments USING btree (vehicle_id, at DESC, id DESC);

--
-- Name: vehicle_contracts_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_contracts_name_idx ON public.vehicle_contracts USING btree (name);

--
-- Name: vehicle_contracts_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_contracts_status_idx ON public.vehicle_contracts USING btree (activity_status);

--
-- Name: vehicle_models_brand_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_models_brand_idx ON public.vehicle_models USING btree (brand_id);

--
-- Name: vehicle_models_lower_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_models_lower_name_idx ON public.vehicle_models USING btree (lower(name));

--
-- Name: vehicle_models_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_models_name_idx ON public.vehicle_models USING btree (name);

--
-- Name: vehicle_models_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_models_status_idx ON public.vehicle_models USING btree (activity_status);

--
-- Name: vehicle_states_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_states_name_idx ON public.vehicle_states USING btree (name);

--
-- Name: vehicle_states_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_states_status_idx ON public.vehicle_states USING btree (activity_status);

--
-- Name: vehicle_suppliers_lower_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_suppliers_lower_name_idx ON public.vehicle_suppliers USING btree (lower(name));

--
-- Name: vehicle_suppliers_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_suppliers_name_idx ON public.vehicle_suppliers USING btree (name);

--
-- Name: vehicle_suppliers_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_suppliers_status_idx ON public.vehicle_suppliers USING btree (activity_status);

--
-- Name: vehicle_types_lower_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_types_lower_name_idx ON public.vehicle_types USING btree (lower(name));

--
-- Name: vehicle_types_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_types_name_idx ON public.vehicle_types USING btree (name);

--
-- Name: vehicle_types_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_types_status_idx ON public.vehicle_types USING btree (activity_status);

--
-- Name: vehicles_analytic_account_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_analytic_account_idx ON public.vehicles USING btree (analytic_account_id);

--
-- Name: vehicles_contract_end_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_contract_end_idx ON public.vehicles USING btree (contract_end_date);

--
-- Name: vehicles_contract_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_contract_idx ON public.vehicles USING btree (contract_id);

--
-- Name: vehicles_fleet_manager_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_fleet_manager_idx ON public.vehicles USING btree (fleet_manager_id);

--
-- Name: vehicles_model_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_model_idx ON public.vehicles USING btree (model_id);

--
-- Name: vehicles_search_key_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_search_key_trgm ON public.vehicles USING gin (search_key public.gin_trgm_ops);

--
-- Name: vehicles_search_text_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_search_text_trgm ON public.vehicles USING gin (search_text public.gin_trgm_ops);

--
-- Name: vehicles_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_state_idx ON public.vehicles USING btree (state_id);

--
-- Name: vehicles_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_status_idx ON public.vehicles USING btree (activity_status, short_code);

--
-- Name: vehicles_supplier_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_supplier_idx ON public.vehicles USING btree (supplier_id);

--
-- Name: vehicles_type_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_type_idx ON public.vehicles USING btree (type_id);

--
-- Name: worker_days_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_days_date_idx ON public.worker_days USING btree (date, worker_id) INCLUDE (shifts, overlapping, first_shift_start, last_shift_start, last_shift_end, times, open_times, first_time_start, last_time_end);

--
-- Name: worker_documents_expires_on_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_documents_expires_on_idx ON public.worker_documents USING btree (expires_on, worker_id) WHERE (expires_on IS NOT NULL);

--
-- Name: worker_documents_worker_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_documents_worker_idx ON public.worker_documents USING btree (worker_id, expires_on);

--
-- Name: worker_events_kind_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_events_kind_page_idx ON public.worker_events USING btree (kind, at DESC, id DESC);

--
-- Name: worker_events_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_events_page_idx ON public.worker_events USING btree (at DESC, id DESC);

--
-- Name: worker_events_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_events_user_idx ON public.worker_events USING btree (user_id);

--
-- Name: worker_events_worker_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_events_worker_page_idx ON public.worker_events USING btree (worker_id, at DESC, id DESC);

--
-- Name: worker_team_periods_team_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_team_periods_team_idx ON public.worker_team_periods USING btree (team_id, worker_id);

--
-- Name: worker_times_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_times_date_idx ON public.worker_times USING btree (date);

--
-- Name: worker_times_gta_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_times_gta_idx ON public.worker_times USING btree (gta_type_id);

--
-- Name: worker_times_worker_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX worker_times_worker_page_idx ON public.worker_times USING btree (worker_id, date DESC, started_at DESC, id DESC);

--
-- Name: workers_agency_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_agency_idx ON public.workers USING btree (agency_id);

--
-- Name: workers_company_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_company_idx ON public.workers USING btree (company_id);

--
-- Name: workers_contract_end_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_contract_end_date_idx ON public.workers USING btree (contract_end_date) WHERE (contract_end_date IS NOT NULL);

--
-- Name: workers_elu_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_elu_idx ON public.workers USING btree (elu_id);

--
-- Name: workers_first_name_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_first_name_page_idx ON public.workers USING btree (first_name, last_name, id);

--
-- Name: workers_hired_on_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_hired_on_page_idx ON public.workers USING btree (hired_on, last_name, id);

--
-- Name: workers_last_name_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_last_name_page_idx ON public.workers USING btree (last_name, first_name, id);

--
-- Name: workers_left_on_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_left_on_idx ON public.workers USING btree (left_on) WHERE (left_on IS NOT NULL);

--
-- Name: workers_search_digits_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_search_digits_trgm ON public.workers USING gin (search_digits public.gin_trgm_ops);

--
-- Name: workers_search_key_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_search_key_trgm ON public.workers USING gin (search_key public.gin_trgm_ops);

--
-- Name: workers_search_text_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_search_text_trgm ON public.workers USING gin (search_text public.gin_trgm_ops);

--
-- Name: workers_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_status_idx ON public.workers USING btree (activity_status, last_name, first_name);

--
-- Name: workers_status_last_name_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_status_last_name_page_idx ON public.workers USING btree (activity_status, last_name, first_name, id);

--
-- Name: workers_team_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workers_team_idx ON public.workers USING btree (team_id);

--
-- Name: client_receivables client_receivables_group_on_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER client_receivables_group_on_insert BEFORE INSERT ON public.client_receivables FOR EACH ROW EXECUTE FUNCTION public.client_receivables_group_of_client();

--
-- Name: client_receivables client_receivables_totals_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER client_receivables_totals_delete AFTER DELETE ON public.client_receivables REFERENCING OLD TABLE AS receivables_old FOR EACH STATEMENT EXECUTE FUNCTION public.client_receivables_totals_changed();

--
-- Name: client_receivables client_receivables_totals_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER client_receivables_totals_insert AFTER INSERT ON public.client_receivables REFERENCING NEW TABLE AS receivables_new FOR EACH STATEMENT EXECUTE FUNCTION public.client_receivables_totals_changed();

--
-- Name: client_receivables client_receivables_totals_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER client_receivables_totals_update AFTER UPDATE ON public.client_receivables REFERENCING OLD TABLE AS receivables_old NEW TABLE AS receivables_new FOR EACH STATEMENT EXECUTE FUNCTION public.client_receivables_totals_changed();

--
-- Name: clients clients_list_counts_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER clients_list_counts_delete AFTER DELETE ON public.clients REFERENCING OLD TABLE AS clients_old FOR EACH STATEMENT EXECUTE FUNCTION public.clients_list_counts_changed();

--
-- Name: clients clients_list_counts_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER clients_list_counts_insert AFTER INSERT ON public.clients REFERENCING NEW TABLE AS clients_new FOR EACH STATEMENT EXECUTE FUNCTION public.clients_list_counts_changed();

--
-- Name: clients clients_list_counts_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER clients_list_counts_update AFTER UPDATE ON public.clients REFERENCING OLD TABLE AS clients_old NEW TABLE AS clients_new FOR EACH STATEMENT EXECUTE FUNCTION public.clients_list_counts_changed();

--
-- Name: clients clients_receivables_group; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER clients_receivables_group AFTER UPDATE OF name, agency_id, sales_agent_id, business_code, city ON public.clients FOR EACH ROW WHEN (((((old.name IS DISTINCT FROM new.name) OR (old.agency_id IS DISTINCT FROM new.agency_id)) OR (old.sales_agent_id IS DISTINCT FROM new.sales_agent_id)) OR (old.search_text IS DISTINCT FROM new.search_text))) EXECUTE FUNCTION public.client_receivables_client_moved();

--
-- Name: clients clients_regular_missions_name; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER clients_regular_missions_name AFTER UPDATE OF name ON public.clients FOR EACH ROW WHEN ((old.name IS DISTINCT FROM new.name)) EXECUTE FUNCTION public.regular_missions_client_renamed();

--
-- Name: credit_notes credit_notes_receivables_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_receivables_delete AFTER DELETE ON public.credit_notes REFERENCING OLD TABLE AS receivables_old FOR EACH STATEMENT EXECUTE FUNCTION public.receivables_credit_notes_changed();

--
-- Name: credit_notes credit_notes_receivables_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_receivables_insert AFTER INSERT ON public.credit_notes REFERENCING NEW TABLE AS receivables_new FOR EACH STATEMENT EXECUTE FUNCTION public.receivables_credit_notes_changed();

--
-- Name: credit_notes credit_notes_receivables_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_receivables_update AFTER UPDATE ON public.credit_notes REFERENCING OLD TABLE AS receivables_old NEW TABLE AS receivables_new FOR EACH STATEMENT EXECUTE FUNCTION public.receivables_credit_notes_changed();

--
-- Name: finance_settings finance_settings_reminders_due; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER finance_settings_reminders_due AFTER INSERT OR UPDATE OF first_reminder_days, second_reminder_days, formal_notice_days ON public.finance_settings FOR EACH STATEMENT EXECUTE FUNCTION public.client_reminders_due_settings_changed();

--
-- Name: gta_types gta_types_dated_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER gta_types_dated_insert AFTER INSERT ON public.gta_types FOR EACH ROW EXECUTE FUNCTION public.gta_type_dated();

--
-- Name: gta_types gta_types_dated_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER gta_types_dated_update AFTER UPDATE OF is_absence, is_paid ON public.gta_types FOR EACH ROW WHEN (((old.is_absence IS DISTINCT FROM new.is_absence) OR (old.is_paid IS DISTINCT FROM new.is_paid))) EXECUTE FUNCTION public.gta_type_dated();

--
-- Name: gta_types gta_types_worker_days_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER gta_types_worker_days_update AFTER UPDATE ON public.gta_types REFERENCING OLD TABLE AS worker_days_old NEW TABLE AS worker_days_new FOR EACH STATEMENT EXECUTE FUNCTION public.worker_days_gta_changed();

--
-- Name: invoice_reminders invoice_reminders_due_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoice_reminders_due_delete AFTER DELETE ON public.invoice_reminders REFERENCING OLD TABLE AS reminders_due_old FOR EACH STATEMENT EXECUTE FUNCTION public.client_reminders_due_reminders_changed();

--
-- Name: invoice_reminders invoice_reminders_due_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoice_reminders_due_insert AFTER INSERT ON public.invoice_reminders REFERENCING NEW TABLE AS reminders_due_new FOR EACH STATEMENT EXECUTE FUNCTION public.client_reminders_due_reminders_changed();

--
-- Name: invoices invoices_client_receivables_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_client_receivables_delete AFTER DELETE ON public.invoices REFERENCING OLD TABLE AS client_receivables_old FOR EACH STATEMENT EXECUTE FUNCTION public.client_receivables_invoices_changed();

--
-- Name: invoices invoices_client_receivables_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_client_receivables_insert AFTER INSERT ON public.invoices REFERENCING NEW TABLE AS client_receivables_new FOR EACH STATEMENT EXECUTE FUNCTION public.client_receivables_invoices_changed();

--
-- Name: invoices invoices_client_receivables_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_client_receivables_update AFTER UPDATE ON public.invoices REFERENCING OLD TABLE AS client_receivables_old NEW TABLE AS client_receivables_new FOR EACH STATEMENT EXECUTE FUNCTION public.client_receivables_invoices_changed();

--
-- Name: invoices invoices_reminders_due_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_reminders_due_delete AFTER DELETE ON public.invoices REFERENCING OLD TABLE AS reminders_due_old FOR EACH STATEMENT EXECUTE FUNCTION public.client_reminders_due_invoices_changed();

--
-- Name: invoices invoices_reminders_due_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_reminders_due_insert AFTER INSERT ON public.invoices REFERENCING NEW TABLE AS reminders_due_new FOR EACH STATEMENT EXECUTE FUNCTION public.client_reminders_due_invoices_changed();

--
-- Name: invoices invoices_reminders_due_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_reminders_due_update AFTER UPDATE ON public.invoices REFERENCING OLD TABLE AS reminders_due_old NEW TABLE AS reminders_due_new FOR EACH STATEMENT EXECUTE FUNCTION public.client_reminders_due_invoices_changed();

--
-- Name: message_reads message_reads_count; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER message_reads_count BEFORE INSERT OR UPDATE ON public.message_reads FOR EACH ROW EXECUTE FUNCTION public.chat_read_count();

--
-- Name: messages messages_counted_on_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_counted_on_delete AFTER DELETE ON public.messages REFERENCING OLD TABLE AS old_messages FOR EACH STATEMENT EXECUTE FUNCTION public.chat_messages_deleted();

--
-- Name: messages messages_counted_on_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_counted_on_insert AFTER INSERT ON public.messages REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION public.chat_messages_inserted();

--
-- Name: missions missions_billing_late_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER missions_billing_late_change AFTER INSERT OR DELETE OR UPDATE ON public.missions FOR EACH ROW EXECUTE FUNCTION public.billing_mission_changed();

--
-- Name: missions missions_shift_totals_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER missions_shift_totals_delete AFTER DELETE ON public.missions REFERENCING OLD TABLE AS missions_old FOR EACH STATEMENT EXECUTE FUNCTION public.shift_mission_totals_changed();

--
-- Name: missions missions_shift_totals_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER missions_shift_totals_insert AFTER INSERT ON public.missions REFERENCING NEW TABLE AS missions_new FOR EACH STATEMENT EXECUTE FUNCTION public.shift_mission_totals_changed();

--
-- Name: missions missions_shift_totals_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER missions_shift_totals_update AFTER UPDATE ON public.missions REFERENCING OLD TABLE AS missions_old NEW TABLE AS missions_new FOR EACH STATEMENT EXECUTE FUNCTION public.shift_mission_totals_changed();

--
-- Name: payments payments_receivables_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER payments_receivables_delete AFTER DELETE ON public.payments REFERENCING OLD TABLE AS receivables_old FOR EACH STATEMENT EXECUTE FUNCTION public.receivables_payments_changed();

--
-- Name: payments payments_receivables_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER payments_receivables_insert AFTER INSERT ON public.payments REFERENCING NEW TABLE AS receivables_new FOR EACH STATEMENT EXECUTE FUNCTION public.receivables_payments_changed();

--
-- Name: payments payments_receivables_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER payments_receivables_update AFTER UPDATE ON public.payments REFERENCING OLD TABLE AS receivables_old NEW TABLE AS receivables_new FOR EACH STATEMENT EXECUTE FUNCTION public.receivables_payments_changed();

--
-- Name: regular_missions regular_missions_client_name; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER regular_missions_client_name BEFORE INSERT OR UPDATE OF client_id ON public.regular_missions FOR EACH ROW EXECUTE FUNCTION public.regular_missions_client_name_of_client();

--
-- Name: shift_types shift_types_billing_late_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shift_types_billing_late_change AFTER UPDATE ON public.shift_types FOR EACH ROW EXECUTE FUNCTION public.billing_shift_type_changed();

--
-- Name: shifts shifts_billing_late_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shifts_billing_late_change AFTER DELETE OR UPDATE ON public.shifts FOR EACH ROW EXECUTE FUNCTION public.billing_shift_changed();

--
-- Name: shifts shifts_worker_days_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shifts_worker_days_delete AFTER DELETE ON public.shifts REFERENCING OLD TABLE AS worker_days_old FOR EACH STATEMENT EXECUTE FUNCTION public.worker_days_rows_changed('starts_at', 'ends_at');

--
-- Name: shifts shifts_worker_days_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shifts_worker_days_insert AFTER INSERT ON public.shifts REFERENCING NEW TABLE AS worker_days_new FOR EACH STATEMENT EXECUTE FUNCTION public.worker_days_rows_changed('starts_at', 'ends_at');

--
-- Name: shifts shifts_worker_days_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shifts_worker_days_update AFTER UPDATE ON public.shifts REFERENCING OLD TABLE AS worker_days_old NEW TABLE AS worker_days_new FOR EACH STATEMENT EXECUTE FUNCTION public.worker_days_rows_changed('starts_at', 'ends_at');

--
-- Name: team_configs team_configs_dated_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER team_configs_dated_insert AFTER INSERT ON public.team_configs FOR EACH ROW EXECUTE FUNCTION public.team_config_dated();

--
-- Name: team_configs team_configs_dated_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER team_configs_dated_update AFTER UPDATE OF waypoint_amount, km_amount, daily_amount, extra ON public.team_configs FOR EACH ROW WHEN (((((old.waypoint_amount IS DISTINCT FROM new.waypoint_amount) OR (old.km_amount IS DISTINCT FROM new.km_amount)) OR (old.daily_amount IS DISTINCT FROM new.daily_amount)) OR (old.extra IS DISTINCT FROM new.extra))) EXECUTE FUNCTION public.team_config_dated();

--
-- Name: worker_times worker_times_worker_days_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER worker_times_worker_days_delete AFTER DELETE ON public.worker_times REFERENCING OLD TABLE AS worker_days_old FOR EACH STATEMENT EXECUTE FUNCTION public.worker_days_rows_changed('started_at', 'ended_at', 'gta_type_id');

--
-- Name: worker_times worker_times_worker_days_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER worker_times_worker_days_insert AFTER INSERT ON public.worker_times REFERENCING NEW TABLE AS worker_days_new FOR EACH STATEMENT EXECUTE FUNCTION public.worker_days_rows_changed('started_at', 'ended_at', 'gta_type_id');

--
-- Name: worker_times worker_times_worker_days_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER worker_times_worker_days_update AFTER UPDATE ON public.worker_times REFERENCING OLD TABLE AS worker_days_old NEW TABLE AS worker_days_new FOR EACH STATEMENT EXECUTE FUNCTION public.worker_days_rows_changed('started_at', 'ended_at', 'gta_type_id');

--
-- Name: workers workers_team_dated_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER workers_team_dated_insert AFTER INSERT ON public.workers FOR EACH ROW EXECUTE FUNCTION public.worker_team_dated();

--
-- Name: workers workers_team_dated_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER workers_team_dated_update AFTER UPDATE OF team_id ON public.workers FOR EACH ROW WHEN ((old.team_id IS DISTINCT FROM new.team_id)) EXECUTE FUNCTION public.worker_team_dated();

--
-- Name: admin_events admin_events_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.admin_events
    ADD CONSTRAINT admin_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id);

--
-- Name: banned_users banned_users_banned_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.banned_users
    ADD CONSTRAINT banned_users_banned_by_fkey FOREIGN KEY (banned_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: banned_users banned_users_cfr_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.banned_users
    ADD CONSTRAINT banned_users_cfr_user_id_fkey FOREIGN KEY (cfr_user_id) REFERENCES public.cfr_users(id);

--
-- Name: banned_users banned_users_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.banned_users
    ADD CONSTRAINT banned_users_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: banned_users banned_users_unbanned_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.banned_users
    ADD CONSTRAINT banned_users_unbanned_by_fkey FOREIGN KEY (unbanned_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: billing_runs billing_runs_started_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.billing_runs
    ADD CONSTRAINT billing_runs_started_by_fkey FOREIGN KEY (started_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: business_units business_units_finance_unit_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.business_units
    ADD CONSTRAINT business_units_finance_unit_id_fkey FOREIGN KEY (finance_unit_id) REFERENCES public.finance_units(id);

--
-- Name: cfr_user_rooms cfr_user_rooms_cfr_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_user_rooms
    ADD CONSTRAINT cfr_user_rooms_cfr_user_id_fkey FOREIGN KEY (cfr_user_id) REFERENCES public.cfr_users(id) ON DELETE CASCADE;

--
-- Name: cfr_user_rooms cfr_user_rooms_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_user_rooms
    ADD CONSTRAINT cfr_user_rooms_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(id) ON DELETE CASCADE;

--
-- Name: cfr_user_sessions cfr_user_sessions_cfr_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_user_sessions
    ADD CONSTRAINT cfr_user_sessions_cfr_user_id_fkey FOREIGN KEY (cfr_user_id) REFERENCES public.cfr_users(id) ON DELETE CASCADE;

--
-- Name: cfr_users cfr_users_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_users
    ADD CONSTRAINT cfr_users_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: cfr_users cfr_users_service_id_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_users
    ADD CONSTRAINT cfr_users_service_id_client_id_fkey FOREIGN KEY (service_id, client_id) REFERENCES public.services(id, client_id);

--
-- Name: cfr_users cfr_users_site_id_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cfr_users
    ADD CONSTRAINT cfr_users_site_id_client_id_fkey FOREIGN KEY (site_id, client_id) REFERENCES public.sites(id, client_id);

--
-- Name: chats chats_cfr_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats
    ADD CONSTRAINT chats_cfr_user_id_fkey FOREIGN KEY (cfr_user_id) REFERENCES public.cfr_users(id) ON DELETE CASCADE;

--
-- Name: chats chats_other_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats
    ADD CONSTRAINT chats_other_user_id_fkey FOREIGN KEY (other_user_id) REFERENCES public.staff_users(id) ON DELETE CASCADE;

--
-- Name: chats chats_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats
    ADD CONSTRAINT chats_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE CASCADE;

--
-- Name: client_contacts client_contacts_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_contacts
    ADD CONSTRAINT client_contacts_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: client_events client_events_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_events
    ADD CONSTRAINT client_events_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: client_events client_events_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_events
    ADD CONSTRAINT client_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: client_groups client_groups_client_group2_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_groups
    ADD CONSTRAINT client_groups_client_group2_id_fkey FOREIGN KEY (client_group2_id) REFERENCES public.client_groups2(id);

--
-- Name: client_price_lists client_price_lists_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_price_lists
    ADD CONSTRAINT client_price_lists_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id) ON DELETE CASCADE;

--
-- Name: client_price_lists client_price_lists_price_list_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_price_lists
    ADD CONSTRAINT client_price_lists_price_list_id_fkey FOREIGN KEY (price_list_id) REFERENCES public.price_lists(id);

--
-- Name: client_receivables client_receivables_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_receivables
    ADD CONSTRAINT client_receivables_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id) ON DELETE CASCADE;

--
-- Name: client_reminders_due client_reminders_due_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_reminders_due
    ADD CONSTRAINT client_reminders_due_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id) ON DELETE CASCADE;

--
-- Name: clients clients_agency_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_agency_id_fkey FOREIGN KEY (agency_id) REFERENCES public.agencies(id);

--
-- Name: clients clients_billing_contact_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_billing_contact_fk FOREIGN KEY (billing_contact_id, id) REFERENCES public.client_contacts(id, client_id) DEFERRABLE INITIALLY DEFERRED;

--
-- Name: clients clients_business_unit_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_business_unit_id_fkey FOREIGN KEY (business_unit_id) REFERENCES public.business_units(id);

--
-- Name: clients clients_client_group2_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_client_group2_id_fkey FOREIGN KEY (client_group2_id) REFERENCES public.client_groups2(id);

--
-- Name: clients clients_client_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_client_group_id_fkey FOREIGN KEY (client_group_id) REFERENCES public.client_groups(id);

--
-- Name: clients clients_dispute_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_dispute_by_fkey FOREIGN KEY (dispute_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: clients clients_finance_unit_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_finance_unit_id_fkey FOREIGN KEY (finance_unit_id) REFERENCES public.finance_units(id);

--
-- Name: clients clients_in_recovery_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_in_recovery_by_fkey FOREIGN KEY (in_recovery_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: clients clients_payment_method_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_payment_method_id_fkey FOREIGN KEY (payment_method_id) REFERENCES public.payment_methods(id);

--
-- Name: clients clients_recovery_lifted_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_recovery_lifted_by_fkey FOREIGN KEY (recovery_lifted_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: clients clients_sales_agent_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_sales_agent_id_fkey FOREIGN KEY (sales_agent_id) REFERENCES public.sales_agents(id);

--
-- Name: credit_note_documents credit_note_documents_credit_note_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_note_documents
    ADD CONSTRAINT credit_note_documents_credit_note_id_fkey FOREIGN KEY (credit_note_id) REFERENCES public.credit_notes(id) ON DELETE CASCADE;

--
-- Name: credit_note_documents credit_note_documents_generated_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_note_documents
    ADD CONSTRAINT credit_note_documents_generated_by_fkey FOREIGN KEY (generated_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: credit_note_lines credit_note_lines_credit_note_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_note_lines
    ADD CONSTRAINT credit_note_lines_credit_note_id_fkey FOREIGN KEY (credit_note_id) REFERENCES public.credit_notes(id) ON DELETE CASCADE;

--
-- Name: credit_notes credit_notes_business_unit_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_business_unit_id_fkey FOREIGN KEY (business_unit_id) REFERENCES public.business_units(id);

--
-- Name: credit_notes credit_notes_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: credit_notes credit_notes_invoice_id_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_invoice_id_client_id_fkey FOREIGN KEY (invoice_id, client_id) REFERENCES public.invoices(id, client_id);

--
-- Name: credit_notes credit_notes_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: credit_requests credit_requests_business_unit_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_requests
    ADD CONSTRAINT credit_requests_business_unit_id_fkey FOREIGN KEY (business_unit_id) REFERENCES public.business_units(id);

--
-- Name: credit_requests credit_requests_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_requests
    ADD CONSTRAINT credit_requests_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: credit_requests credit_requests_credit_note_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_requests
    ADD CONSTRAINT credit_requests_credit_note_id_fkey FOREIGN KEY (credit_note_id) REFERENCES public.credit_notes(id);

--
-- Name: credit_requests credit_requests_decided_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_requests
    ADD CONSTRAINT credit_requests_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: credit_requests credit_requests_invoice_id_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_requests
    ADD CONSTRAINT credit_requests_invoice_id_client_id_fkey FOREIGN KEY (invoice_id, client_id) REFERENCES public.invoices(id, client_id);

--
-- Name: credit_requests credit_requests_requested_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_requests
    ADD CONSTRAINT credit_requests_requested_by_fkey FOREIGN KEY (requested_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: gta_type_versions gta_type_versions_gta_type_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gta_type_versions
    ADD CONSTRAINT gta_type_versions_gta_type_id_fkey FOREIGN KEY (gta_type_id) REFERENCES public.gta_types(id) ON DELETE CASCADE;

--
-- Name: home_messages home_messages_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.home_messages
    ADD CONSTRAINT home_messages_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: invoice_documents invoice_documents_generated_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_documents
    ADD CONSTRAINT invoice_documents_generated_by_fkey FOREIGN KEY (generated_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: invoice_documents invoice_documents_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_documents
    ADD CONSTRAINT invoice_documents_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE;

--
-- Name: invoice_lines invoice_lines_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE;

--
-- Name: invoice_reminders invoice_reminders_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_reminders
    ADD CONSTRAINT invoice_reminders_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: invoice_reminders invoice_reminders_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_reminders
    ADD CONSTRAINT invoice_reminders_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE;

--
-- Name: invoice_reminders invoice_reminders_mail_outbox_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_reminders
    ADD CONSTRAINT invoice_reminders_mail_outbox_id_fkey FOREIGN KEY (mail_outbox_id) REFERENCES public.mail_outbox(id) ON DELETE SET NULL;

--
-- Name: invoice_reminders invoice_reminders_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_reminders
    ADD CONSTRAINT invoice_reminders_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: invoices invoices_business_unit_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_business_unit_id_fkey FOREIGN KEY (business_unit_id) REFERENCES public.business_units(id);

--
-- Name: invoices invoices_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: message_attachments message_attachments_message_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_attachments
    ADD CONSTRAINT message_attachments_message_id_fkey FOREIGN KEY (message_id) REFERENCES public.messages(id) ON DELETE CASCADE;

--
-- Name: message_keys message_keys_message_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_keys
    ADD CONSTRAINT message_keys_message_id_fkey FOREIGN KEY (message_id) REFERENCES public.messages(id) ON DELETE CASCADE;

--
-- Name: message_keys message_keys_sender_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_keys
    ADD CONSTRAINT message_keys_sender_user_id_fkey FOREIGN KEY (sender_user_id) REFERENCES public.staff_users(id) ON DELETE CASCADE;

--
-- Name: message_reads message_reads_cfr_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_reads
    ADD CONSTRAINT message_reads_cfr_user_id_fkey FOREIGN KEY (cfr_user_id) REFERENCES public.cfr_users(id) ON DELETE CASCADE;

--
-- Name: message_reads message_reads_chat_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_reads
    ADD CONSTRAINT message_reads_chat_id_fkey FOREIGN KEY (chat_id) REFERENCES public.chats(id) ON DELETE CASCADE;

--
-- Name: message_reads message_reads_last_read_message_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_reads
    ADD CONSTRAINT message_reads_last_read_message_id_fkey FOREIGN KEY (last_read_message_id) REFERENCES public.messages(id) ON DELETE SET NULL;

--
-- Name: message_reads message_reads_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_reads
    ADD CONSTRAINT message_reads_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(id) ON DELETE CASCADE;

--
-- Name: message_reads message_reads_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_reads
    ADD CONSTRAINT message_reads_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE CASCADE;

--
-- Name: messages messages_chat_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_chat_id_fkey FOREIGN KEY (chat_id) REFERENCES public.chats(id) ON DELETE CASCADE;

--
-- Name: messages messages_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(id) ON DELETE CASCADE;

--
-- Name: messages messages_sender_cfr_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_sender_cfr_user_id_fkey FOREIGN KEY (sender_cfr_user_id) REFERENCES public.cfr_users(id) ON DELETE SET NULL;

--
-- Name: messages messages_sender_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_sender_user_id_fkey FOREIGN KEY (sender_user_id) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: missions missions_regular_mission_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.missions
    ADD CONSTRAINT missions_regular_mission_id_fkey FOREIGN KEY (regular_mission_id) REFERENCES public.regular_missions(id) ON DELETE SET NULL;

--
-- Name: missions missions_shift_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.missions
    ADD CONSTRAINT missions_shift_id_fkey FOREIGN KEY (shift_id) REFERENCES public.shifts(id) ON DELETE CASCADE;

--
-- Name: month_closings month_closings_closed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.month_closings
    ADD CONSTRAINT month_closings_closed_by_fkey FOREIGN KEY (closed_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: pay_month_closings pay_month_closings_closed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pay_month_closings
    ADD CONSTRAINT pay_month_closings_closed_by_fkey FOREIGN KEY (closed_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: pay_month_closings pay_month_closings_reopened_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pay_month_closings
    ADD CONSTRAINT pay_month_closings_reopened_by_fkey FOREIGN KEY (reopened_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: pay_month_statements pay_month_statements_closing_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pay_month_statements
    ADD CONSTRAINT pay_month_statements_closing_id_fkey FOREIGN KEY (closing_id) REFERENCES public.pay_month_closings(id) ON DELETE CASCADE;

--
-- Name: payments payments_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: payments payments_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id);

--
-- Name: payments payments_payment_method_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_payment_method_id_fkey FOREIGN KEY (payment_method_id) REFERENCES public.payment_methods(id);

--
-- Name: price_list_rates price_list_rates_price_list_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.price_list_rates
    ADD CONSTRAINT price_list_rates_price_list_id_fkey FOREIGN KEY (price_list_id) REFERENCES public.price_lists(id) ON DELETE CASCADE;

--
-- Name: recovery_notes recovery_notes_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.recovery_notes
    ADD CONSTRAINT recovery_notes_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: recovery_notes recovery_notes_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.recovery_notes
    ADD CONSTRAINT recovery_notes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: regular_missions regular_missions_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regular_missions
    ADD CONSTRAINT regular_missions_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: regular_missions regular_missions_site_id_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regular_missions
    ADD CONSTRAINT regular_missions_site_id_client_id_fkey FOREIGN KEY (site_id, client_id) REFERENCES public.sites(id, client_id);

--
-- Name: regular_missions regular_missions_worker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regular_missions
    ADD CONSTRAINT regular_missions_worker_id_fkey FOREIGN KEY (worker_id) REFERENCES public.workers(id);

--
-- Name: retrib_calendar_entries retrib_calendar_entries_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.retrib_calendar_entries
    ADD CONSTRAINT retrib_calendar_entries_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.teams(id);

--
-- Name: room_members room_members_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_members
    ADD CONSTRAINT room_members_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(id) ON DELETE CASCADE;

--
-- Name: room_members room_members_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_members
    ADD CONSTRAINT room_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE CASCADE;

--
-- Name: rooms rooms_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rooms
    ADD CONSTRAINT rooms_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: rooms rooms_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rooms
    ADD CONSTRAINT rooms_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: seller_identity seller_identity_updated_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seller_identity
    ADD CONSTRAINT seller_identity_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: services services_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.services
    ADD CONSTRAINT services_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: sessions sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE CASCADE;

--
-- Name: shift_billing_adjustments shift_billing_adjustments_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_billing_adjustments
    ADD CONSTRAINT shift_billing_adjustments_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: shift_billing_adjustments shift_billing_adjustments_credit_note_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_billing_adjustments
    ADD CONSTRAINT shift_billing_adjustments_credit_note_id_fkey FOREIGN KEY (credit_note_id) REFERENCES public.credit_notes(id);

--
-- Name: shift_billing_adjustments shift_billing_adjustments_invoice_line_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_billing_adjustments
    ADD CONSTRAINT shift_billing_adjustments_invoice_line_id_fkey FOREIGN KEY (invoice_line_id) REFERENCES public.invoice_lines(id);

--
-- Name: shift_billings shift_billings_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_billings
    ADD CONSTRAINT shift_billings_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: shift_billings shift_billings_invoice_line_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shift_billings
    ADD CONSTRAINT shift_billings_invoice_line_id_fkey FOREIGN KEY (invoice_line_id) REFERENCES public.invoice_lines(id);

--
-- Name: shifts shifts_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shifts
    ADD CONSTRAINT shifts_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: shifts shifts_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shifts
    ADD CONSTRAINT shifts_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: shifts shifts_shift_type_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shifts
    ADD CONSTRAINT shifts_shift_type_id_fkey FOREIGN KEY (shift_type_id) REFERENCES public.shift_types(id);

--
-- Name: shifts shifts_worker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shifts
    ADD CONSTRAINT shifts_worker_id_fkey FOREIGN KEY (worker_id) REFERENCES public.workers(id);

--
-- Name: sites sites_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sites
    ADD CONSTRAINT sites_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id);

--
-- Name: staff_users staff_users_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff_users
    ADD CONSTRAINT staff_users_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id);

--
-- Name: team_config_versions team_config_versions_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.team_config_versions
    ADD CONSTRAINT team_config_versions_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.teams(id) ON DELETE CASCADE;

--
-- Name: team_configs team_configs_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.team_configs
    ADD CONSTRAINT team_configs_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.teams(id);

--
-- Name: teams teams_agency_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.teams
    ADD CONSTRAINT teams_agency_id_fkey FOREIGN KEY (agency_id) REFERENCES public.agencies(id);

--
-- Name: tickets tickets_closed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_closed_by_fkey FOREIGN KEY (closed_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: tickets tickets_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(id) ON DELETE SET NULL;

--
-- Name: tickets tickets_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: trusted_devices trusted_devices_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.trusted_devices
    ADD CONSTRAINT trusted_devices_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE CASCADE;

--
-- Name: vehicle_assignments vehicle_assignments_ended_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_assignments
    ADD CONSTRAINT vehicle_assignments_ended_by_fkey FOREIGN KEY (ended_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: vehicle_assignments vehicle_assignments_started_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_assignments
    ADD CONSTRAINT vehicle_assignments_started_by_fkey FOREIGN KEY (started_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: vehicle_assignments vehicle_assignments_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_assignments
    ADD CONSTRAINT vehicle_assignments_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id);

--
-- Name: vehicle_assignments vehicle_assignments_worker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_assignments
    ADD CONSTRAINT vehicle_assignments_worker_id_fkey FOREIGN KEY (worker_id) REFERENCES public.workers(id);

--
-- Name: vehicle_comments vehicle_comments_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_comments
    ADD CONSTRAINT vehicle_comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: vehicle_comments vehicle_comments_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_comments
    ADD CONSTRAINT vehicle_comments_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id);

--
-- Name: vehicle_models vehicle_models_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_models
    ADD CONSTRAINT vehicle_models_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.vehicle_brands(id);

--
-- Name: vehicles vehicles_analytic_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_analytic_account_id_fkey FOREIGN KEY (analytic_account_id) REFERENCES public.analytic_accounts(id);

--
-- Name: vehicles vehicles_contract_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES public.vehicle_contracts(id);

--
-- Name: vehicles vehicles_fleet_manager_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_fleet_manager_id_fkey FOREIGN KEY (fleet_manager_id) REFERENCES public.fleet_managers(id);

--
-- Name: vehicles vehicles_model_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_model_id_fkey FOREIGN KEY (model_id) REFERENCES public.vehicle_models(id);

--
-- Name: vehicles vehicles_state_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_state_id_fkey FOREIGN KEY (state_id) REFERENCES public.vehicle_states(id);

--
-- Name: vehicles vehicles_supplier_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_supplier_id_fkey FOREIGN KEY (supplier_id) REFERENCES public.vehicle_suppliers(id);

--
-- Name: vehicles vehicles_type_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_type_id_fkey FOREIGN KEY (type_id) REFERENCES public.vehicle_types(id);

--
-- Name: worker_days worker_days_worker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_days
    ADD CONSTRAINT worker_days_worker_id_fkey FOREIGN KEY (worker_id) REFERENCES public.workers(id) ON DELETE CASCADE;

--
-- Name: worker_documents worker_documents_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_documents
    ADD CONSTRAINT worker_documents_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: worker_documents worker_documents_updated_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_documents
    ADD CONSTRAINT worker_documents_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: worker_documents worker_documents_worker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_documents
    ADD CONSTRAINT worker_documents_worker_id_fkey FOREIGN KEY (worker_id) REFERENCES public.workers(id) ON DELETE CASCADE;

--
-- Name: worker_events worker_events_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_events
    ADD CONSTRAINT worker_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: worker_events worker_events_worker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_events
    ADD CONSTRAINT worker_events_worker_id_fkey FOREIGN KEY (worker_id) REFERENCES public.workers(id) ON DELETE CASCADE;

--
-- Name: worker_photos worker_photos_worker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_photos
    ADD CONSTRAINT worker_photos_worker_id_fkey FOREIGN KEY (worker_id) REFERENCES public.workers(id) ON DELETE CASCADE;

--
-- Name: worker_team_periods worker_team_periods_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_team_periods
    ADD CONSTRAINT worker_team_periods_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.teams(id);

--
-- Name: worker_team_periods worker_team_periods_worker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_team_periods
    ADD CONSTRAINT worker_team_periods_worker_id_fkey FOREIGN KEY (worker_id) REFERENCES public.workers(id) ON DELETE CASCADE;

--
-- Name: worker_times worker_times_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_times
    ADD CONSTRAINT worker_times_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.staff_users(id) ON DELETE SET NULL;

--
-- Name: worker_times worker_times_gta_type_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_times
    ADD CONSTRAINT worker_times_gta_type_id_fkey FOREIGN KEY (gta_type_id) REFERENCES public.gta_types(id);

--
-- Name: worker_times worker_times_worker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_times
    ADD CONSTRAINT worker_times_worker_id_fkey FOREIGN KEY (worker_id) REFERENCES public.workers(id);

--
-- Name: workers workers_agency_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.workers
    ADD CONSTRAINT workers_agency_id_fkey FOREIGN KEY (agency_id) REFERENCES public.agencies(id);

--
-- Name: workers workers_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.workers
    ADD CONSTRAINT workers_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);

--
-- Name: workers workers_elu_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.workers
    ADD CONSTRAINT workers_elu_id_fkey FOREIGN KEY (elu_id) REFERENCES public.elus(id);

--
-- Name: workers workers_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.workers
    ADD CONSTRAINT workers_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.teams(id);

--
-- PostgreSQL database dump complete
--
