import type { ActiveSession } from '../repositories/sessions';

/**
 * Sessions recently read from the database, by token hash, for at most `ttlMs`. It spares the
 * database one query per call (getMe must stay close to a bare route). Each entry keeps the
 * value of change counter `sessions` (migration 0028) read before the session was: an entry
 * answers only while the counter still shows that value, so a logout, a role change or a
 * deactivation made anywhere (another process, the CLI) holds at the next call. ttlMs = 0
 * turns the cache off.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: ActiveSession; version: string; until: number }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The session held for `tokenHash`, if it was read under counter value `version` and is not too old. */
  get(tokenHash: string, version: string, now = Date.now()): ActiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now || entry.version !== version) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /** Holds a session read after the counter showed `version`. */
  set(tokenHash: string, session: ActiveSession, version: string, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, version, until: now + this.ttlMs });
  }

  invalidateSession(sessionId: number): void {
    for (const [key, entry] of this.entries) if (entry.session.id === sessionId) this.entries.delete(key);
  }
}
