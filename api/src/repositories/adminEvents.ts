import { sql } from 'kysely';
import { writeEpoch } from '../db/database';
import type { Executor } from '../db/executor';
import { asciiJsonText, checkedJson, JsonText } from '../http/jsonText';
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
 * so the process holds every event once, checked against the contract's row as it is held:
 * its numbers in typed arrays (time, id, user, action and target type codes), its target id
 * and summary as shared texts, the slots in list order in typed lists (the whole trail, per
 * action, per user, per target type) and each target's events as a chain of slots. A request
 * reads only the events added since the last read (`id > last seen`), picks the shortest list
 * its filters allow, finds the date range by binary search, walks it newest first, counts a
 * few pages ahead at most and writes the page's rows from the held pieces. Half a million
 * events hold about 60 MB (bench/settings.ts prints it).
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

/** A list of slots (numbers) in a typed array that grows by doubling: no object per entry for the GC to trace. */
class Slots {
  data = new Int32Array(16);
  length = 0;
  push(slot: number): void {
    if (this.length === this.data.length) this.grow();
    this.data[this.length++] = slot;
  }
  insertAt(at: number, slot: number): void {
    if (this.length === this.data.length) this.grow();
    this.data.copyWithin(at + 1, at, this.length);
    this.data[at] = slot;
    this.length++;
  }
  private grow(): void {
    const bigger = new Int32Array(this.data.length * 2);
    bigger.set(this.data);
    this.data = bigger;
  }
}

/** A column of numbers per slot, growing by doubling. */
function grown<A extends Float64Array | Int32Array>(column: A, size: number, make: (n: number) => A): A {
  if (size <= column.length) return column;
  const bigger = make(Math.max(size, column.length * 2));
  bigger.set(column);
  return bigger;
}

class EventIndex {
  /** Per slot (arrival order): numbers in typed arrays, texts shared. */
  private count = 0;
  private ids = new Float64Array(1024);
  private at = new Float64Array(1024);
  /** Staff user id, 0 for none. */
  private user = new Int32Array(1024);
  private action = new Int32Array(1024);
  private type = new Int32Array(1024);
  /** The previous slot (arrival order) of the same target, -1 for none: a target's events are a chain. */
  private prevOfTarget = new Int32Array(1024);
  private target: (string | null)[] = [];
  /** Each summary as JSON text (what a page writes). */
  private summaryJson: string[] = [];
  /** Slots in list order (at, id ascending): the whole trail, and per action, user and target type. */
  private all = new Slots();
  private byAction = new Map<number, Slots>();
  private byUser = new Map<number, Slots>();
  private byType = new Map<number, Slots>();
  /** Per target type code, per target id: the target's last slot (arrival order). */
  private lastOfTarget = new Map<number, Map<string, number>>();
  private codes = new Map<string, number>();
  /** Per code, its text and its JSON text. */
  private texts: string[] = [];
  private jsonTexts: string[] = [];
  private shared = new Map<string, string>();
  private sharedJson = new Map<string, string>();
  private maxId = 0;
  /** Ids skipped by a read (not committed yet, or never), with when they were first missed. */
  private gaps = new Map<number, number>();
  /** PGlite's write epoch when the last complete read started (undefined: read on each request). */
  epoch: number | undefined = undefined;
  /** Set when the server closes: a read in progress stops after its chunk. */
  stopped = false;

  get size(): number {
    return this.count;
  }

  private code(text: string): number {
    let c = this.codes.get(text);
    if (c === undefined) {
      this.codes.set(text, (c = this.codes.size));
      this.texts.push(text);
      this.jsonTexts.push(asciiJsonText(JSON.stringify(text)));
    }
    return c;
  }

  private share(text: string): string {
    const kept = this.shared.get(text);
    if (kept !== undefined) return kept;
    if (this.shared.size < MAX_SHARED_TEXTS) this.shared.set(text, text);
    return text;
  }

  /** A text's JSON text, shared as `share` does (keyed by the text). */
  private shareJson(text: string): string {
    const kept = this.sharedJson.get(text);
    if (kept !== undefined) return kept;
    const json = asciiJsonText(JSON.stringify(text));
    if (this.sharedJson.size < MAX_SHARED_TEXTS) this.sharedJson.set(text, json);
    return json;
  }

  private reserve(size: number): void {
    if (size <= this.ids.length) return;
    const f64 = (n: number) => new Float64Array(n);
    const i32 = (n: number) => new Int32Array(n);
    this.ids = grown(this.ids, size, f64);
    this.at = grown(this.at, size, f64);
    this.user = grown(this.user, size, i32);
    this.action = grown(this.action, size, i32);
    this.type = grown(this.type, size, i32);
    this.prevOfTarget = grown(this.prevOfTarget, size, i32);
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
      this.reserve(this.count + rows.length);
      const fresh: number[] = [];
      for (const r of rows) {
        const id = r.id;
        if (this.gaps.delete(id) === false && id <= this.maxId) continue;
        // Each event is checked against the contract's row once, as it is held (the author's
        // login is checked with the logins); a page is then written from the held pieces.
        if (fresh.length % 10_000 === 9_999) await new Promise((resolve) => setImmediate(resolve)); // let requests in
        contract.adminEventRow.parse({
          id,
          at: new Date(r.at_ms).toISOString(),
          userId: r.user_id,
          userLogin: null,
          action: r.action,
          targetType: r.target_type,
          targetId: r.target_id,
          summary: r.summary,
        });
        // A short run of skipped ids may still commit; a long jump is a sequence moved on.
        if (id - this.maxId <= 1000) for (let missed = this.maxId + 1; missed < id; missed++) this.gaps.set(missed, now);
        if (id > this.maxId) this.maxId = id;
        const slot = this.count++;
        this.ids[slot] = id;
        this.at[slot] = r.at_ms;
        this.user[slot] = r.user_id ?? 0;
        this.action[slot] = this.code(r.action);
        const type = (this.type[slot] = this.code(r.target_type));
        const target = r.target_id === null ? null : this.share(r.target_id);
        this.target.push(target);
        this.summaryJson.push(this.shareJson(r.summary));
        this.prevOfTarget[slot] = -1;
        if (target !== null) {
          let ofType = this.lastOfTarget.get(type);
          if (!ofType) this.lastOfTarget.set(type, (ofType = new Map()));
          this.prevOfTarget[slot] = ofType.get(target) ?? -1;
          ofType.set(target, slot);
        }
        fresh.push(slot);
      }
      // The first read gives the trail by id: sort it once; later ones are mostly in order.
      fresh.sort((a, b) => this.compare(a, b));
      for (const slot of fresh) {
        this.place(this.all, slot);
        this.place(slotsOf(this.byAction, this.action[slot]), slot);
        this.place(slotsOf(this.byUser, this.user[slot]), slot);
        this.place(slotsOf(this.byType, this.type[slot]), slot);
      }
      if (rows.length < CHUNK) break;
      // The server is closing: the rest of a first read is left (the next process reads it).
      if (this.stopped) return;
    }
    this.epoch = epoch;
  }

  private compare(a: number, b: number): number {
    return this.at[a] - this.at[b] || this.ids[a] - this.ids[b];
  }

  /** Adds a slot to a list in order: at its end, or (a late commit) where it belongs. */
  private place(list: Slots, slot: number): void {
    if (list.length === 0 || this.compare(list.data[list.length - 1], slot) < 0) {
      list.push(slot);
      return;
    }
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(list.data[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    list.insertAt(lo, slot);
  }

  /** First position of `list` (its first `length`) whose time is >= `t`. */
  private firstAtOrAfter(list: Int32Array, length: number, t: number): number {
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.at[list[mid]] < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** One target's slots in list order (its chain, sorted when a late commit broke arrival order). */
  private targetSlots(type: number, targetId: string): Int32Array {
    const chain: number[] = [];
    for (let s = this.lastOfTarget.get(type)?.get(targetId) ?? -1; s !== -1; s = this.prevOfTarget[s]) chain.push(s);
    const slots = Int32Array.from(chain.reverse());
    for (let i = 1; i < slots.length; i++)
      if (this.compare(slots[i - 1], slots[i]) > 0) return slots.sort((a, b) => this.compare(a, b));
    return slots;
  }

  /** The slots of the page asked for, newest first, and how many match (counted up to `cap` + 1). */
  find(f: AdminEventFilter, cap: number): { slots: number[]; counted: number } {
    const none = new Slots();
    const action = f.action === undefined ? undefined : (this.codes.get(f.action) ?? -1);
    const type = f.targetType === undefined ? undefined : (this.codes.get(f.targetType) ?? -1);
    const candidates: { data: Int32Array; length: number }[] = [];
    if (action !== undefined) candidates.push(this.byAction.get(action) ?? none);
    if (f.userId !== undefined) candidates.push(this.byUser.get(f.userId) ?? none);
    if (type !== undefined) {
      if (f.targetId !== undefined) {
        const slots = this.targetSlots(type, f.targetId);
        candidates.push({ data: slots, length: slots.length });
      } else candidates.push(this.byType.get(type) ?? none);
    }
    const list = candidates.length ? candidates.reduce((a, b) => (b.length < a.length ? b : a)) : this.all;
    const lo = f.dateFrom ? this.firstAtOrAfter(list.data, list.length, Date.parse(`${f.dateFrom}T00:00:00Z`)) : 0;
    const hi = f.dateTo
      ? this.firstAtOrAfter(list.data, list.length, Date.parse(`${f.dateTo}T00:00:00Z`) + 86_400_000)
      : list.length;
    const skip = (f.page - 1) * f.pageSize;
    const slots: number[] = [];
    // One filter (or none) whose own list it is: every position matches, the page is a slice.
    if (candidates.length <= 1 && (f.targetId === undefined || f.targetType !== undefined)) {
      for (let i = hi - 1 - skip; i >= lo && slots.length < f.pageSize; i--) slots.push(list.data[i]);
      return { slots, counted: Math.max(0, Math.min(hi - lo, cap + 1)) };
    }
    let counted = 0;
    for (let i = hi - 1; i >= lo && counted <= cap; i--) {
      const s = list.data[i];
      if (action !== undefined && this.action[s] !== action) continue;
      if (f.userId !== undefined && this.user[s] !== f.userId) continue;
      if (type !== undefined && this.type[s] !== type) continue;
      if (f.targetId !== undefined && this.target[s] !== f.targetId) continue;
      if (counted >= skip && slots.length < f.pageSize) slots.push(s);
      counted++;
    }
    return { slots, counted };
  }

  /**
   * A row's JSON text, written from its pieces (each checked when held), in ASCII (other
   * characters as \u escapes, listIndex.ts asciiJsonText): a page of French summaries stays a
   * one-byte string, cheaper to send.
   */
  rowText(slot: number, logins: Logins): string {
    const user = this.user[slot];
    const target = this.target[slot];
    return `{"id":${this.ids[slot]},"at":"${isoTime(this.at[slot])}","userId":${user === 0 ? 'null' : user},"userLogin":${user === 0 ? 'null' : (logins.get(user) ?? 'null')},"action":${this.jsonTexts[this.action[slot]]},"targetType":${this.jsonTexts[this.type[slot]]},"targetId":${target === null ? 'null' : asciiJsonText(JSON.stringify(target))},"summary":${this.summaryJson[slot]}}`;
  }
}

const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const dayPrefixes = new Map<number, string>();

/** `new Date(ms).toISOString()` for a time after 1970, each day's date written once (a page writes 50 times). */
function isoTime(ms: number): string {
  const t = Math.floor(ms);
  const day = Math.floor(t / 86_400_000);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * 86_400_000).toISOString().slice(0, 11);
    if (dayPrefixes.size < 100_000) dayPrefixes.set(day, prefix);
  }
  const r = t - day * 86_400_000;
  return `${prefix}${TWO[Math.floor(r / 3_600_000)]}:${TWO[Math.floor(r / 60_000) % 60]}:${TWO[Math.floor(r / 1000) % 60]}.${THREE[r % 1000]}Z`;
}

function slotsOf(map: Map<number, Slots>, key: number): Slots {
  let list = map.get(key);
  if (!list) map.set(key, (list = new Slots()));
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
 * adminEvents routes start it when the server listens, so no request waits for it.
 */
export async function warmAdminEvents(db: Executor): Promise<number> {
  // A server made again on the same database (tests) reads it whole again if a close stopped it.
  const held = indexes.get(db);
  if (held) held.index.stopped = false;
  return (await currentIndex(db)).size;
}

/** Each staff user's login as JSON text (checked as the contract's row field), by id. */
type Logins = Map<number, string>;

/**
 * For the server's close: ends once no read of the trail runs (a first read in progress stops
 * after its chunk), so the database is not closed under it.
 */
export async function stopReadingAdminEvents(db: Executor): Promise<void> {
  const held = indexes.get(db);
  if (!held) return;
  held.index.stopped = true;
  await held.last.catch(() => undefined);
}

/** The authors' logins, made again when a staff user changes (counter of migration 0018). */
const logins = snapshot('admin_event_logins', async (db): Promise<Logins> => {
  const rows = await db.selectFrom('staff_users').select(['id', 'login']).execute();
  const loginField = contract.adminEventRow.shape.userLogin;
  return new Map(rows.map((r) => [r.id, asciiJsonText(checkedJson(loginField, r.login))]));
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
