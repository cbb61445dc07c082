import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * For routes whose answers are shared by coalesced reads (repositories/sharedReads.ts): the
 * contract's serializer (zod check + JSON) runs once per shared result instead of once per
 * request. Same `data` object -> same text. Applies to the given URLs of this plugin only.
 */
export function memoizeSerialization(app: FastifyInstance, urls: string[]): void {
  app.addHook('onRoute', (options) => {
    if (!urls.some((url) => options.url.endsWith(url)) || options.method !== 'GET') return;
    options.serializerCompiler = (route) => {
      const serialize = (serializerCompiler as (r: typeof route) => (data: unknown) => string)(route);
      const memo = new WeakMap<object, string>();
      return (payload: unknown) => {
        const data = (payload as { data?: unknown } | null)?.data;
        if (data === null || typeof data !== 'object') return serialize(payload);
        let text = memo.get(data);
        if (text === undefined) {
          text = serialize(payload);
          memo.set(data, text);
        }
        return text;
      };
    };
  });
}
