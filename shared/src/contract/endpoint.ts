import './zodConfig';
import { z } from 'zod';
import { fromQueryText, hasControlCharacter } from './common';

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
  /**
   * A call that answers a file: its bytes with this content type (streamed, with a
   * Content-Disposition naming the file), not `{ data }`. `response` then types what the
   * server's handler returns ({ fileName, body }); apps read it with `callApiFile`.
   */
  file?: string;
}

export function endpoint<Q extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever, R extends z.ZodType = z.ZodType>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> {
  return e.query ? { ...e, query: queryFromText(e.query) } : e;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly']);

/** The number under a field's optional/default/nullable wrappers, if that is what the field is. */
function numberLeaf(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'number') return schema;
  return WRAPPERS.has(def.type) ? numberLeaf(def.innerType as z.ZodType) : undefined;
}

/** The same schema, without `z.coerce` (`Number("1e1")`, `Number(true)`) anywhere under its wrappers. */
function uncoerced(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === 'number') return def.coerce ? schema.clone({ ...def, coerce: false } as never) : schema;
  if (!WRAPPERS.has(def.type)) return schema;
  const inner = uncoerced(def.innerType as z.ZodType);
  return inner === def.innerType ? schema : schema.clone({ ...def, innerType: inner } as never);
}

/**
 * A query's numbers read from text: each number field of the query object takes decimal
 * digits (`?id=7`), refuses `1e1`, `0x1` or `true`, and an empty value (`?km=`) counts as
 * absent (its default, or missing), never 0. Bodies take JSON numbers only. Its other values
 * are single-line: a control character (NUL...) is a 400 naming the field.
 */
function queryFromText<Q extends z.ZodType>(query: Q): Q {
  const def = defOf(query);
  if (def.type !== 'object') return query;
  const shape = def.shape as Record<string, z.ZodType>;
  const next: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (!numberLeaf(field)) {
      // A query's text is a single line too: NUL and other control characters never reach a query.
      next[key] = field.superRefine(refuseControlCharacters);
      continue;
    }
    const fieldDef = defOf(field);
    // The wrapper also outside, so that the key stays optional and a missing value gets the
    // default without reaching the text conversion.
    let read: z.ZodType = z.preprocess(fromQueryText, uncoerced(field));
    if (fieldDef.type === 'optional') read = read.optional();
    else if (fieldDef.type === 'default') read = read.default(fieldDef.defaultValue as never);
    const meta = z.globalRegistry.get(field);
    if (meta) z.globalRegistry.add(read, meta);
    next[key] = read;
  }
  return query.clone({ ...def, shape: next } as never) as Q;
}

function refuseControlCharacters(value: unknown, ctx: z.RefinementCtx) {
  const texts = Array.isArray(value) ? value : [value];
  if (texts.some((t) => typeof t === 'string' && hasControlCharacter(t)))
    ctx.addIssue({ code: 'custom', message: 'Must be a single line, without control characters' });
}

/** Query strings are text: a number of the query may be given as its digits. */
type QueryText<T> = T extends number ? T | string : T;
export type QueryOf<E> =
  E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? { [K in keyof z.input<Q>]: QueryText<z.input<Q>[K]> } : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
