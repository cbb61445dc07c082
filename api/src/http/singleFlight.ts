/**
 * Identical reads in flight at the same time share one database query (PGlite serves
 * one query at a time, so twenty staff opening the same list would otherwise queue twenty
 * identical queries). Nothing is kept once the query has answered: a read never returns
 * data older than a query that was already running when it arrived.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, load: () => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing;
    const promise = load().finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return promise;
  }
}
