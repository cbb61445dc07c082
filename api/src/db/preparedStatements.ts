import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL connection that prepares the statements it runs (node-postgres named
 * statements), so the server parses and analyses each query text once per connection and,
 * once it has seen that a generic plan costs no more than the custom ones, plans it once too
 * (plan_cache_mode auto): planning cost more than running (docs/decisions.md, "Each connection
 * prepares the statements it runs"). Only queries and writes are prepared, named by a hash of
 * their text, at most PREPARED_PER_CONNECTION per connection (least recently used dropped); one
 * whose result columns a migration changed is run again unprepared.
 */
export const PREPARED_PER_CONNECTION = 200;

const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;

export class PreparingClient extends pg.Client {
  /** Statement names by text, least recently used first (a Map keeps insertion order). */
  readonly #prepared = new Map<string, string>();

  // node-postgres' overloads (callbacks, configs, submittables) go through unchanged; only the
  // promise form with a text, the form Kysely uses, is prepared.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the base method's many overloads
  query(...args: unknown[]): any {
    const [text, values, callback] = args;
    if (
      typeof text !== 'string' ||
      typeof values === 'function' ||
      callback !== undefined ||
      !PREPARABLE.test(text)
    )
      return (super.query as (...a: unknown[]) => never)(...args);
    const name = this.#nameFor(text);
    const run = super.query({
      name,
      text,
      values: values as unknown[] | undefined,
    }) as Promise<pg.QueryResult>;
    return run.catch((err: { code?: string; message?: string }) => {
      if (err?.code !== '0A000' || !/cached plan/i.test(err.message ?? '')) throw err;
      this.#forget(text);
      return super.query(text, values as unknown[] | undefined);
    }) as never;
  }

  #nameFor(text: string): string {
    let name = this.#prepared.get(text);
    if (name !== undefined) {
      this.#prepared.delete(text);
      this.#prepared.set(text, name);
      return name;
    }
    name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (this.#prepared.size >= PREPARED_PER_CONNECTION) {
      const oldest = this.#prepared.keys().next().value as string;
      this.#forget(oldest);
    }
    this.#prepared.set(text, name);
    return name;
  }

  /** Deallocates a text's statement on the server (queued after what runs now) and here. */
  #forget(text: string): void {
    const name = this.#prepared.get(text);
    if (name === undefined) return;
    this.#prepared.delete(text);
    const parsed = (this as unknown as { connection: { parsedStatements: Record<string, string> } })
      .connection.parsedStatements;
    if (!(name in parsed)) return;
    delete parsed[name];
    (super.query(`deallocate "${name}"`) as Promise<unknown>).catch(() => {});
  }
}
