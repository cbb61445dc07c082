import { sql } from 'kysely';
import { writeEpoch } from '../db/database';
import type { Executor } from '../db/executor';
import { checkedJson, JsonText } from '../http/jsonText';
import { contract } from '../shared';
import { snapshot } from './snapshots';

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
 * The admin events held in memory, for adminEvents/getAdminEvents over a trail of hundreds of
 * thousands of rows (docs/decisions.md "snapshots"): counting a filtered page in the database
 * cost 200-500 ms per request on PGlite, and reading the page's rows by id still cost a query
 * per request. The trail is append-only (nothing in the portal updates or deletes an event),
 * so the process holds every event once, as columns (time, id, action, user, target, summary:
 * repeated texts shared), in list order, with one list of positions per action, user, target
 * type and target. A request reads only the events added since its last read (`id > last
 * seen`), picks the shortest list its filters allow, finds the date range by binary search,
 * walks it newest first, counts a few pages ahead at most and writes the page from memory:
 * each row's checked JSON text is kept once made (http/jsonText.ts).
 *
 * When to read again: on PGlite only after a statement that may write was sent (the process
 * sees every write there: db/database.ts writeEpoch, as db/changeCounters.ts readChangeCounter
 * does), so a page is answered with no query at all; on PostgreSQL, where other processes
 * write, one indexed read of the ids past the high-water mark per request. The trail has no
 * change counter of its own (migration 0018 says why); the authors' logins are held by the
 * counter `admin_event_logins`.
 *
 * Ids are given at insert but become visible at commit: on PostgreSQL a transaction can commit
 * an id lower than one already seen. The ids skipped by a read are therefore asked again on the
 * next reads for GAP_MS (a rolled-back insert leaves a gap that never fills).
 */
const GAP_MS = 5 * 60_000;
const CHUNK = 100_000;
/** Texts kept once (summaries, target ids repeat a lot); past this many, new ones are kept as they come. */
const MAX_SHARED_TEXTS = 200_000;
/** Rows' JSON texts kept; past this many the cache starts again (a page writes 50 in ~0.1 ms). */
const MAX_ROW_TEXTS = 100_000;

class EventIndex {
  /** Per slot (arrival order). */
  private ids: number[] = [];
  private at: number[] = [];
  private user: number[] = [];
  private action: number[] = [];
  private type: number[] = [];
  private target: (string | null)[] = [];
  private summary: string[] = [];
  /** Slots in list order (at, id ascending): the whole trail, and per filter value. */
  private all: number[] = [];
  private byAction = new Map<string, number[]>();
  private byUser = new Map<number, number[]>();
  private byType = new Map<string, number[]>();
  private byTarget = new Map<string, number[]>();
  private codes = new Map<string, number>();
  private texts: string[] = [];
  private shared = new Map<string, string>();
  private maxId = 0;
  /** Ids skipped by a read (not committed yet, or never), with when they were first missed. */
  private gaps = new Map<number, number>();
  /** PGlite's write epoch when the last complete read started (undefined: read on each request). */
  epoch: number | undefined = undefined;
  /** Row texts by slot, written with `logins` (a new logins map starts them again). */
  private rowTexts = new Map<number, string>();
  private rowTextsLogins: Map<number, string> | undefined;

  get size(): number {
    return this.ids.length;
  }

  private code(text: string): number {
    let c = this.codes.get(text);
    if (c === undefined) {
      this.codes.set(text, (c = this.codes.size));
      this.texts.push(text);
    }
    return c;
  }

  private share(text: string): string {
    const kept = this.shared.get(text);
    if (kept !== undefined) return kept;
    if (this.shared.size < MAX_SHARED_TEXTS) this.shared.set(text, text);
    return text;
  }

  /** Reads the events not seen yet (all of them the first time, by chunks). */
  async refresh(db: Executor): Promise<void> {
    // Taken before the read: a write sent meanwhile makes the next request read again.
    const epoch = writeEpoch(db);
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
        summary: string;
      }>`select id::float8 as id, (extract(epoch from at) * 1000)::float8 as at_ms, user_id, action, target_type, target_id, summary
        from admin_events
        where id > ${this.maxId}${gapIds.length ? sql` or id = any(${gapIds}::bigint[])` : sql``}
        order by id limit ${CHUNK}`.execute(db);
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
        this.target.push(r.target_id === null ? null : this.share(r.target_id));
        this.summary.push(this.share(r.summary));
        fresh.push(slot);
      }
      // The first read gives the trail by id: sort it once; later ones are mostly in order.
      fresh.sort((a, b) => this.compare(a, b));
      for (const slot of fresh) {
        const type = this.texts[this.type[slot]];
        this.place(this.all, slot);
        this.place(listOf(this.byAction, this.texts[this.action[slot]]), slot);
        this.place(listOf(this.byUser, this.user[slot]), slot);
        this.place(listOf(this.byType, type), slot);
        if (this.target[slot] !== null) this.place(listOf(this.byTarget, targetKey(type, this.target[slot]!)), slot);
      }
      if (rows.length < CHUNK) break;
    }
    this.epoch = epoch;
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

  /** The slots of the page asked for, newest first, and how many match (counted up to `cap` + 1). */
  find(f: AdminEventFilter, cap: number): { slots: number[]; counted: number } {
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
    // One filter (or none) whose own list it is: every position matches, the page is a slice.
    if (candidates.length <= 1 && (f.targetId === undefined || f.targetType !== undefined)) return this.cut(list, lo, hi, f, cap);
    const skip = (f.page - 1) * f.pageSize;
    const slots: number[] = [];
    let counted = 0;
    for (let i = hi - 1; i >= lo && counted <= cap; i--) {
      const s = list[i];
      if (f.action !== undefined && this.action[s] !== action) continue;
      if (f.userId !== undefined && this.user[s] !== f.userId) continue;
      if (f.targetType !== undefined && this.type[s] !== type) continue;
      if (f.targetId !== undefined && this.target[s] !== f.targetId) continue;
      if (counted >= skip && slots.length < f.pageSize) slots.push(s);
      counted++;
    }
    return { slots, counted };
  }

  /** Every position of `list` in [lo, hi) matches: the page is a slice, newest first. */
  private cut(list: number[], lo: number, hi: number, f: AdminEventFilter, cap: number) {
    const counted = Math.max(0, Math.min(hi - lo, cap + 1));
    const slots: number[] = [];
    for (let i = hi - 1 - (f.page - 1) * f.pageSize; i >= lo && slots.length < f.pageSize; i--) slots.push(list[i]);
    return { slots, counted };
  }

  /** The row's JSON text, checked against the contract once (kept while the logins stay the same). */
  rowText(slot: number, logins: Map<number, string>): string {
    if (this.rowTextsLogins !== logins || this.rowTexts.size >= MAX_ROW_TEXTS) {
      this.rowTexts = new Map();
      this.rowTextsLogins = logins;
    }
    let text = this.rowTexts.get(slot);
    if (text === undefined) {
      const userId = this.user[slot] === 0 ? null : this.user[slot];
      text = checkedJson(contract.adminEventRow, {
        id: this.ids[slot],
        at: new Date(this.at[slot]).toISOString(),
        userId,
        userLogin: userId === null ? null : (logins.get(userId) ?? null),
        action: this.texts[this.action[slot]],
        targetType: this.texts[this.type[slot]],
        targetId: this.target[slot],
        summary: this.summary[slot],
      });
      this.rowTexts.set(slot, text);
    }
    return text;
  }
}

const targetKey = (type: string, id: string) => `${type}\u0000${id}`;

function listOf<K>(map: Map<K, number[]>, key: K): number[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** One index per database; its reads run one after the other. */
interface Held {
  index: EventIndex;
  last: Promise<void>;
  /** The read not started yet: requests arriving meanwhile share it. */
  queued?: Promise<void>;
}
const indexes = new WeakMap<object, Held>();

async function currentIndex(db: Executor): Promise<EventIndex> {
  let h = indexes.get(db);
  if (!h) indexes.set(db, (h = { index: new EventIndex(), last: Promise.resolve() }));
  const held = h;
  // PGlite, nothing written since the last complete read began: the held trail is the whole trail.
  const epoch = writeEpoch(db);
  if (epoch !== undefined && held.index.epoch === epoch && !held.queued) return held.index;
  if (!held.queued) {
    // Starts after the running read, so it sees every event committed before this request.
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

/**
 * Reads the whole trail into memory (the first read of a large trail takes seconds): the
 * adminEvents routes start it when the server is ready, so no request waits for it.
 */
export async function warmAdminEvents(db: Executor): Promise<number> {
  return (await currentIndex(db)).size;
}

/** The authors' logins by id, made again when a staff user changes (counter of migration 0018). */
const logins = snapshot('admin_event_logins', async (db) => {
  const rows = await db.selectFrom('staff_users').select(['id', 'login']).execute();
  return new Map(rows.map((r) => [r.id, r.login]));
});

export async function listAdminEvents(db: Executor, f: AdminEventFilter): Promise<JsonText> {
  const cap = (f.page + COUNT_PAGES_AHEAD) * f.pageSize;
  const index = await currentIndex(db);
  const { slots, counted } = index.find(f, cap);
  const names = await logins(db);
  const items = slots.map((slot) => index.rowText(slot, names));
  return new JsonText(
    `{"items":[${items.join(',')}],"total":${Math.min(counted, cap)},"totalIsLowerBound":${counted > cap},"page":${f.page},"pageSize":${f.pageSize}}`,
  );
}
