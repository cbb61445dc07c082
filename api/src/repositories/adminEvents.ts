import { sql } from 'kysely';
import type { Executor } from '../db/executor';

export interface AdminEventInput {
  /** The staff user who made the change; null for the system (CLI, seed). */
  userId: number | null;
  /** Dotted verb, area first: `auth.login`, `clients.closeAccount`, `workers.add`. */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  summary: string;
}

/**
 * Writes one entry of the audit trail (docs/product.md#audit-trail: every change made by staff). Pass the
 * transaction of the change so that the change and its event commit together.
 */
export async function recordAdminEvent(db: Executor, event: AdminEventInput): Promise<void> {
  await db
    .insertInto('admin_events')
    .values({
      user_id: event.userId,
      action: event.action,
      target_type: event.targetType,
      target_id: event.targetId === undefined || event.targetId === null ? null : String(event.targetId),
      summary: event.summary.slice(0, 2000),
    })
    .execute();
}

export interface AdminEventFilter {
  action?: string;
  userId?: number;
  /** ISO dates, inclusive, in UTC. */
  dateFrom?: string;
  dateTo?: string;
  /** The changed row: its type, and optionally its id. */
  targetType?: string;
  targetId?: string;
  page: number;
  pageSize: number;
}

/** Counting stops this many pages past the one asked for: past it the total is "at least". */
export const COUNT_PAGES_AHEAD = 2;

/**
 * An in-memory index of the admin events, for adminEvents/getAdminEvents over a trail of
 * hundreds of thousands of rows: counting a filtered page in the database cost 200-500 ms per
 * request on PGlite. The trail is append-only (nothing in the portal updates or deletes an
 * event), so the index holds, per event, only what the filters read (time, id, action, user,
 * target), in list order, with one list of positions per action, user, target type and
 * target; a request reads only the events added since (`id > last seen`), picks the shortest
 * list its filters allow, finds the date range by binary search, walks it newest first and
 * counts a few pages ahead at most. The page's rows (summary, author's login) are then read
 * by id from the database.
 *
 * Ids are given at insert but become visible at commit: on PostgreSQL a transaction can commit
 * an id lower than one already seen. The ids skipped by a read are therefore asked again on the
 * next reads for GAP_MS (a rolled-back insert leaves a gap that never fills).
 */
const GAP_MS = 5 * 60_000;

class EventIndex {
  /** Per slot (arrival order). */
  private ids: number[] = [];
  private at: number[] = [];
  private user: number[] = [];
  private action: number[] = [];
  private type: number[] = [];
  private target: (string | null)[] = [];
  /** Slots in list order (at, id ascending): the whole trail, and per filter value. */
  private all: number[] = [];
  private byAction = new Map<string, number[]>();
  private byUser = new Map<number, number[]>();
  private byType = new Map<string, number[]>();
  private byTarget = new Map<string, number[]>();
  private codes = new Map<string, number>();
  private maxId = 0;
  /** Ids skipped by a read (not committed yet, or never), with when they were first missed. */
  private gaps = new Map<number, number>();

  private code(text: string): number {
    let c = this.codes.get(text);
    if (c === undefined) this.codes.set(text, (c = this.codes.size));
    return c;
  }

  /** Reads the events not seen yet (all of them the first time, by chunks). */
  async refresh(db: Executor): Promise<void> {
    for (;;) {
      const now = Date.now();
      for (const [id, since] of this.gaps) if (now - since > GAP_MS) this.gaps.delete(id);
      const gapIds = [...this.gaps.keys()];
      // Plain numbers (no Date nor bigint string to parse): half a million rows on the first read.
      const { rows } = await sql<{
        id: number;
        at_ms: number;
        user_id: number | null;
        action: string;
        target_type: string;
        target_id: string | null;
      }>`select id::float8 as id, (extract(epoch from at) * 1000)::float8 as at_ms, user_id, action, target_type, target_id
        from admin_events
        where id > ${this.maxId}${gapIds.length ? sql` or id = any(${gapIds}::bigint[])` : sql``}
        order by id limit 100000`.execute(db);
      if (rows.length === 0) return;
      const fresh: number[] = [];
      for (const r of rows) {
        const id = r.id;
        if (this.gaps.delete(id) === false && id <= this.maxId) continue;
        // A short run of skipped ids may still commit; a long jump is a sequence moved on.
        if (id - this.maxId <= 1000) for (let missed = this.maxId + 1; missed < id; missed++) this.gaps.set(missed, now);
        if (id > this.maxId) this.maxId = id;
        const slot = this.ids.length;
        this.ids.push(id);
        this.at.push(r.at_ms);
        this.user.push(r.user_id ?? 0);
        this.action.push(this.code(r.action));
        this.type.push(this.code(r.target_type));
        this.target.push(r.target_id);
        fresh.push(slot);
      }
      // The first read gives the trail by id: sort it once; later ones are mostly in order.
      fresh.sort((a, b) => this.compare(a, b));
      for (const slot of fresh) {
        this.place(this.all, slot);
        this.place(listOf(this.byAction, this.actionOf(slot)), slot);
        this.place(listOf(this.byUser, this.user[slot]), slot);
        this.place(listOf(this.byType, this.typeOf(slot)), slot);
        if (this.target[slot] !== null) this.place(listOf(this.byTarget, targetKey(this.typeOf(slot), this.target[slot]!)), slot);
      }
      if (rows.length < 100000) return;
    }
  }

  private actionOf = (slot: number) => this.textOf(this.action[slot]);
  private typeOf = (slot: number) => this.textOf(this.type[slot]);
  private texts: string[] = [];
  private textOf(code: number): string {
    if (this.texts.length !== this.codes.size) this.texts = [...this.codes.keys()];
    return this.texts[code];
  }

  private compare(a: number, b: number): number {
    return this.at[a] - this.at[b] || this.ids[a] - this.ids[b];
  }

  /** Adds a slot to a list in order: at its end, or (a late commit) where it belongs. */
  private place(list: number[], slot: number): void {
    if (list.length === 0 || this.compare(list[list.length - 1], slot) < 0) {
      list.push(slot);
      return;
    }
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(list[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, slot);
  }

  /** First position of `list` whose time is >= `t`. */
  private firstAtOrAfter(list: number[], t: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.at[list[mid]] < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The ids of the page asked for, newest first, and how many match (counted up to `cap` + 1). */
  find(f: AdminEventFilter, cap: number): { ids: number[]; counted: number } {
    const action = f.action === undefined ? undefined : this.codes.get(f.action);
    const type = f.targetType === undefined ? undefined : this.codes.get(f.targetType);
    const candidates: number[][] = [];
    if (f.action !== undefined) candidates.push(this.byAction.get(f.action) ?? []);
    if (f.userId !== undefined) candidates.push(this.byUser.get(f.userId) ?? []);
    if (f.targetType !== undefined)
      candidates.push(
        (f.targetId !== undefined ? this.byTarget.get(targetKey(f.targetType, f.targetId)) : this.byType.get(f.targetType)) ?? [],
      );
    const list = candidates.length ? candidates.reduce((a, b) => (b.length < a.length ? b : a)) : this.all;
    const lo = f.dateFrom ? this.firstAtOrAfter(list, Date.parse(`${f.dateFrom}T00:00:00Z`)) : 0;
    const hi = f.dateTo ? this.firstAtOrAfter(list, Date.parse(`${f.dateTo}T00:00:00Z`) + 86_400_000) : list.length;
    const skip = (f.page - 1) * f.pageSize;
    const ids: number[] = [];
    let counted = 0;
    for (let i = hi - 1; i >= lo && counted <= cap; i--) {
      const s = list[i];
      if (f.action !== undefined && this.action[s] !== action) continue;
      if (f.userId !== undefined && this.user[s] !== f.userId) continue;
      if (f.targetType !== undefined && this.type[s] !== type) continue;
      if (f.targetId !== undefined && this.target[s] !== f.targetId) continue;
      if (counted >= skip && ids.length < f.pageSize) ids.push(this.ids[s]);
      counted++;
    }
    return { ids, counted };
  }
}

const targetKey = (type: string, id: string) => `${type}\u0000${id}`;

function listOf<K>(map: Map<K, number[]>, key: K): number[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** One index per database; its refreshes run one after the other. */
interface Held {
  index: EventIndex;
  last: Promise<void>;
  /** The refresh not started yet: requests arriving meanwhile share it. */
  queued?: Promise<void>;
}
const indexes = new WeakMap<object, Held>();

async function currentIndex(db: Executor): Promise<EventIndex> {
  let h = indexes.get(db);
  if (!h) indexes.set(db, (h = { index: new EventIndex(), last: Promise.resolve() }));
  const held = h;
  if (!held.queued) {
    // Starts after the running refresh, so it sees every event committed before this request.
    const queued: Promise<void> = held.last
      .catch(() => undefined)
      .then(() => {
        if (held.queued === queued) held.queued = undefined;
        return held.index.refresh(db);
      });
    held.queued = queued;
    held.last = queued;
  }
  await held.queued;
  return held.index;
}

export async function listAdminEvents(db: Executor, f: AdminEventFilter) {
  const cap = (f.page + COUNT_PAGES_AHEAD) * f.pageSize;
  const index = await currentIndex(db);
  const { ids, counted } = index.find(f, cap);
  const rows = ids.length
    ? await db
        .selectFrom('admin_events as e')
        .leftJoin('staff_users as u', 'u.id', 'e.user_id')
        .select(['e.id', 'e.at', 'e.user_id', 'u.login', 'e.action', 'e.target_type', 'e.target_id', 'e.summary'])
        .where('e.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return {
    items: ids
      .map((id) => byId.get(id)!)
      .map((r) => ({
        id: Number(r.id),
        at: new Date(r.at).toISOString(),
        userId: r.user_id,
        userLogin: r.login,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        summary: r.summary,
      })),
    total: Math.min(counted, cap),
    totalIsLowerBound: counted > cap,
    page: f.page,
    pageSize: f.pageSize,
  };
}
