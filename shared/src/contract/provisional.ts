import { z } from 'zod';
import { endpoint, type HttpMethod } from './endpoint';

/**
 * Calls whose area issue has not tightened their schemas yet: the fields listed in
 * docs/product.md#api-calls are declared, other fields pass through, the answer is not described. An area replaces
 * each of these with a precise `endpoint(...)` when it implements the call.
 */
export function provisionalEndpoint(
  method: HttpMethod,
  path: string,
  summary: string,
  fields: { query?: z.ZodRawShape; body?: z.ZodRawShape } = {},
) {
  return endpoint({
    method,
    path,
    summary,
    ...(fields.query ? { query: z.looseObject(fields.query) } : {}),
    ...(method === 'POST' ? { body: z.looseObject(fields.body ?? {}) } : {}),
    response: z.unknown(),
  });
}
