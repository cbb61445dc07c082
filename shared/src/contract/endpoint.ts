import { z } from 'zod';

// In a page, zod never tries `Function("")` (its check for compiling object parsers): the
// portal's Content-Security-Policy forbids eval, so the check would be reported as a
// violation on the first parse. The server keeps the compiled parsers (faster, no CSP there).
if ((globalThis as { document?: unknown }).document !== undefined) z.config({ jitless: true });

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of the API (docs/product.md#api-calls). `path` is relative to `/api` and may hold bracketed
 * segments (`workers/[id]`), exactly as in the access table. The server validates
 * `query`/`body` with these schemas and publishes them as OpenAPI; apps infer their types.
 * The answer on the wire is `{ data: <response> }`.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  query?: Q;
  body?: B;
  response: R;
}

export function endpoint<Q extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever, R extends z.ZodType = z.ZodType>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> {
  return e;
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
