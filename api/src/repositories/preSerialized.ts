import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * Answers sent as JSON text assembled from pieces serialized once (the Planning area's board
 * and regular missions: a page is a join of rows kept as text in memory, not a check and a
 * serialization of thousands of objects per request). A repository marks an answer with its
 * text; the routes given to `sendPreSerialized` send that text as `{"data": <text>}`, and any
 * other answer through the contract's serializer (once per answer object).
 */
const texts = new WeakMap<object, string>();

/** `data` will be sent as `json` (which must be `JSON.stringify(data)`, up to key order). */
export function preSerialize<T extends object>(data: T, json: string): T {
  texts.set(data, json);
  return data;
}

export function preSerializedText(data: unknown): string | undefined {
  return data !== null && typeof data === 'object' ? texts.get(data) : undefined;
}

/** For the GET routes of `urls` of this plugin: a marked answer goes out as its text. */
export function sendPreSerialized(app: FastifyInstance, urls: string[]): void {
  app.addHook('onRoute', (options) => {
    if (!urls.some((url) => options.url.endsWith(url)) || options.method !== 'GET') return;
    options.serializerCompiler = (route) => {
      const serialize = (serializerCompiler as (r: typeof route) => (data: unknown) => string)(route);
      const memo = new WeakMap<object, string>();
      return (payload: unknown) => {
        const data = (payload as { data?: unknown } | null)?.data;
        if (data === null || typeof data !== 'object') return serialize(payload);
        const pre = texts.get(data);
        if (pre !== undefined) return `{"data":${pre}}`;
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
