import { sql, type Kysely } from 'kysely';

/**
 * Pay keeps its history (docs/product.md#pay-history): a worker's team and a team's configuration
 * are dated, so that a statement prices each day with the team and the amounts in force that day,
 * and a change made today never rewrites last month, closed or not.
 *
 * - `worker_team_periods`: a worker's team from a date on (`-infinity`: since always). The period
 *   in force on a date is the row with the latest `valid_from` on or before it (primary key).
 * - `team_config_versions`: a team's four amounts from a date on, read the same way; before its
 *   first row a team has no configuration (nothing is paid).
 * - Triggers write them, whoever writes `workers.team_id` or `team_configs` (the API, the seed, a
 *   script), in the writer's transaction, as 0058 dates a GTA type's paid flag: a new worker's
 *   team holds since always; a team's first configuration from the first day after the last
 *   closed pay month (since always when none is closed: before it nothing was paid); a change of
 *   either from its effective day, today in Paris or the first day after the last closed month
 *   if later (a change never takes effect inside a closed month). Later rows are dropped: the new
 *   value holds from there on. The effective day takes today's month lock shared, as the planning
 *   writes do (retrib/monthClosing.ts): a closing of this month waits for the change to commit.
 * - The current values (`workers.team_id`, `team_configs`) stay, for the pages; pay reads these.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE worker_team_periods (
      worker_id int NOT NULL REFERENCES workers (id) ON DELETE CASCADE,
      valid_from date NOT NULL,
      team_id int NOT NULL REFERENCES teams (id),
      PRIMARY KEY (worker_id, valid_from)
    )`.execute(db);
  // A team's statements and KPIs: the workers that were ever in it, by index.
  await sql`CREATE INDEX worker_team_periods_team_idx ON worker_team_periods (team_id, worker_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE team_config_versions (
      team_id int NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      valid_from date NOT NULL,
      waypoint_amount int NOT NULL CHECK (waypoint_amount >= 0),
      km_amount int NOT NULL CHECK (km_amount >= 0),
      daily_amount int NOT NULL CHECK (daily_amount >= 0),
      extra int NOT NULL CHECK (extra >= 0),
      PRIMARY KEY (team_id, valid_from)
    )`.execute(db);
  await sql`INSERT INTO worker_team_periods (worker_id, valid_from, team_id)
    SELECT id, '-infinity', team_id FROM workers`.execute(db);
  await sql`INSERT INTO team_config_versions (team_id, valid_from, waypoint_amount, km_amount, daily_amount, extra)
    SELECT team_id, '-infinity', waypoint_amount, km_amount, daily_amount, extra FROM team_configs`.execute(
    db,
  );

  // The first day after the last closed pay month (-infinity when none is closed).
  await sql`
    CREATE FUNCTION pay_first_open_day() RETURNS date LANGUAGE sql STABLE AS $$
      SELECT coalesce((to_date(max(month), 'YYYY-MM') + interval '1 month')::date, '-infinity'::date)
      FROM month_closings
    $$`.execute(db);
  // The day a change of pay's inputs takes effect: today (Paris), or the first open day if later.
  await sql`
    CREATE FUNCTION pay_effective_day() RETURNS date LANGUAGE plpgsql VOLATILE AS $$
    DECLARE today date := (now() AT TIME ZONE 'Europe/Paris')::date;
    BEGIN
      PERFORM pg_advisory_xact_lock_shared(280045, to_char(today, 'YYYYMM')::int);
      RETURN greatest(today, pay_first_open_day());
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION worker_team_dated() RETURNS trigger LANGUAGE plpgsql AS $$
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
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER workers_team_dated_insert AFTER INSERT ON workers
    FOR EACH ROW EXECUTE FUNCTION worker_team_dated()`.execute(db);
  await sql`
    CREATE TRIGGER workers_team_dated_update AFTER UPDATE OF team_id ON workers
    FOR EACH ROW WHEN (OLD.team_id IS DISTINCT FROM NEW.team_id) EXECUTE FUNCTION worker_team_dated()`.execute(
    db,
  );

  await sql`
    CREATE FUNCTION team_config_dated() RETURNS trigger LANGUAGE plpgsql AS $$
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
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER team_configs_dated_insert AFTER INSERT ON team_configs
    FOR EACH ROW EXECUTE FUNCTION team_config_dated()`.execute(db);
  await sql`
    CREATE TRIGGER team_configs_dated_update AFTER UPDATE OF waypoint_amount, km_amount, daily_amount, extra
    ON team_configs FOR EACH ROW
    WHEN ((OLD.waypoint_amount, OLD.km_amount, OLD.daily_amount, OLD.extra)
      IS DISTINCT FROM (NEW.waypoint_amount, NEW.km_amount, NEW.daily_amount, NEW.extra))
    EXECUTE FUNCTION team_config_dated()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER team_configs_dated_update ON team_configs`.execute(db);
  await sql`DROP TRIGGER team_configs_dated_insert ON team_configs`.execute(db);
  await sql`DROP FUNCTION team_config_dated()`.execute(db);
  await sql`DROP TRIGGER workers_team_dated_update ON workers`.execute(db);
  await sql`DROP TRIGGER workers_team_dated_insert ON workers`.execute(db);
  await sql`DROP FUNCTION worker_team_dated()`.execute(db);
  await sql`DROP FUNCTION pay_effective_day()`.execute(db);
  await sql`DROP FUNCTION pay_first_open_day()`.execute(db);
  await sql`DROP TABLE team_config_versions`.execute(db);
  await sql`DROP TABLE worker_team_periods`.execute(db);
}
