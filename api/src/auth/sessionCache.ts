import type { ActiveSession } from '../repositories/sessions';

/**
 * Sessions recently read from the database, by token hash, for `ttlMs`. It spares the
 * database one query per call (getMe must stay close to a bare route); what it costs is
 * that a change made elsewhere (roles or deactivation by the CLI or another server) shows
 * after at most ttlMs. Changes made through this server (logout, second step) drop the
 * entry at once. ttlMs = 0 turns it off.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: ActiveSession; until: number }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now = Date.now()): ActiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: ActiveSession, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, until: now + this.ttlMs });
  }

  invalidateSession(sessionId: number): void {
    for (const [key, entry] of this.entries) if (entry.session.id === sessionId) this.entries.delete(key);
  }

  invalidateUser(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(key);
  }
}
