import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Longest client request id kept in the log; the rest is cut. */
export const CLIENT_REQUEST_ID_MAX = 64;

/**
 * The `x-request-id` a caller sent, as the log may keep it: letters, digits and `._:-` only
 * (no control characters, quotes or markup reach a log viewer), at most 64 characters;
 * undefined when nothing is left.
 */
export function clientRequestId(header: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  if (typeof raw !== 'string') return undefined;
  const kept = raw.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, CLIENT_REQUEST_ID_MAX);
  return kept || undefined;
}

/**
 * Request ids are the server's own: a random UUID per request, whatever the caller sends
 * (an id taken from a header could forge or mix up the log lines of other requests). The
 * caller's `x-request-id`, if any, is logged apart as `clientRequestId` on every line of
 * the request, to match a client's report with the server's log.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: () => randomUUID(),
  childLoggerFactory(logger, bindings, options, rawRequest) {
    const client = clientRequestId(rawRequest.headers['x-request-id']);
    return logger.child(client ? { ...bindings, clientRequestId: client } : bindings, options);
  },
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId' | 'childLoggerFactory'>;
