import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorCode, type ErrorCode } from '../domain/errors';
import { HttpError, LoggedHttpError } from '../http/errors';
import { isConnectionError } from '../db/database';

/** The status of each refusal of the rules: the one place a domain error becomes HTTP. */
export const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  step_up_required: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

/** Fastify's own refusals (415, 413, a bad content length...) get the code of their status. */
const CODE_BY_STATUS: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(STATUS_BY_CODE)
    .filter(([code]) => code !== 'step_up_required')
    .map(([code, status]) => [status, code as ErrorCode]),
);

/** The envelope of every error answer. */
const envelope = (code: ErrorCode, message: string) => ({ error: { code, message } });

const CONTEXT_NAME: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/** Zod issues -> `{ 'contacts.0.email': 'Invalid email' }`; a whole-body issue is named after its part. */
export function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    // A strict body names each field it does not know (unknown fields are a 400).
    const unknown = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: unknown }).keys : undefined;
    if (Array.isArray(unknown)) {
      for (const name of unknown) fields[path ? `${path}.${String(name)}` : String(name)] ??= 'Unknown field';
      continue;
    }
    const key = path || CONTEXT_NAME[error.validationContext ?? ''] || 'request';
    fields[key] ??= v.message ?? 'Invalid value';
  }
  return fields;
}

/** PostgreSQL errors that can only come from what the caller sent. */
function fromDatabase(error: { code?: unknown }): HttpError | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === '23505') return new HttpError(409, 'CONFLICT', 'This value is already used');
  if (code === '23503') return new HttpError(409, 'CONFLICT', 'This row is referenced, or refers to a row that does not exist');
  if (code.startsWith('22')) return new HttpError(400, 'BAD_REQUEST', 'A value is out of range or malformed');
  return undefined;
}

/**
 * Every error answer is `{error: {code, message, fields?}}` (docs/product.md#error-format). Bad input is
 * always a 4xx naming what is wrong; only real faults are 500, logged, without details.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const body = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
      return reply.status(STATUS_BY_CODE[error.code]).send(body);
    }
    if (error instanceof HttpError) {
      if (error instanceof LoggedHttpError) request.log.error({ ...error.logFields, err: error.cause ?? error }, error.logMessage);
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const body = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error);
      const names = Object.keys(fields);
      const message = `Invalid ${names.length === 1 ? 'field' : 'fields'}: ${names.join(', ')}`;
      return reply.status(400).send({ error: { code: 'BAD_REQUEST', message, fields } });
    }
    const status = error.statusCode ?? 500;
    // Fastify's own refusals (415, 413, a bad content length...) keep their status.
    if (status >= 400 && status < 500) return reply.status(status).send(envelope(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', error.message));
    if (isConnectionError(error)) {
      // Nothing was written by a statement that could not reach the database, and a
      // transaction cut midway is rolled back by the server: the caller may simply retry.
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', '5');
      return reply.status(503).send({ error: { code: 'SERVICE_UNAVAILABLE', message: 'The database cannot be reached right now; try again in a moment' } });
    }
    const dbError = fromDatabase(error as { code?: unknown });
    if (dbError) {
      request.log.warn({ err: error }, 'database refused the input');
      return reply.status(dbError.statusCode).send({ error: { code: dbError.code, message: dbError.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Internal error; it has been logged' } });
  });

  // A body announced larger than the route accepts is refused before a byte of it is read: a
  // 413 every time, rather than a read cut midway whose outcome depends on timing.
  app.addHook('onRequest', async (request) => {
    const announced = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit;
    if (limit && Number.isFinite(announced) && announced > limit)
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `The request body is over the ${limit} bytes this call accepts`);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope('NOT_FOUND', `No such call: ${request.method} ${request.url.split('?')[0]}`));
  });

  // Only JSON bodies: without this, text/plain (Fastify's other built-in parser) would reach
  // the validation as a string; now any other media type is a 415.
  app.removeContentTypeParser('text/plain');

  // JSON bodies: an empty body counts as none (some clients send the content type on empty
  // POSTs), malformed JSON is a 400, and a `__proto__` or `constructor` key is refused like
  // any field the contract does not name (400 naming it), rather than dropped unseen.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      // JSON.parse makes `__proto__` an own key, never the prototype: it is found below.
      parsed = JSON.parse(text);
    } catch {
      return done(new HttpError(400, 'BAD_REQUEST', 'The body is not valid JSON', { body: 'Malformed JSON' }), undefined);
    }
    const fields = prototypeKeys(parsed);
    if (fields) {
      const names = Object.keys(fields);
      return done(new HttpError(400, 'BAD_REQUEST', `Invalid ${names.length === 1 ? 'field' : 'fields'}: ${names.join(', ')}`, fields), undefined);
    }
    done(null, parsed);
  });
});

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `__proto__`, `constructor` and `prototype` keys at any depth, by path (`contacts.0.__proto__`): 'Unknown field'. */
export function prototypeKeys(value: unknown): Record<string, string> | undefined {
  const found: [string, string][] = [];
  const walk = (node: unknown, path: string, depth: number) => {
    if (node === null || typeof node !== 'object' || depth > 64) return;
    for (const key of Object.keys(node)) {
      // A top-level `__proto__` is named `body.__proto__`: as a key of `fields` it would set the
      // prototype of the object a client reads the answer into (and zod refuses such a key).
      const at = path ? `${path}.${key}` : key === '__proto__' ? 'body.__proto__' : key;
      if (PROTOTYPE_KEYS.has(key)) found.push([at, 'Unknown field']);
      else walk((node as Record<string, unknown>)[key], at, depth + 1);
    }
  };
  walk(value, '', 0);
  // fromEntries makes `__proto__` an own key (an assignment would set the prototype instead).
  return found.length ? Object.fromEntries(found) : undefined;
}

/**
 * Refusals the router makes before any route or hook runs (Fastify's `frameworkErrors`): a
 * URL whose percent-encoding does not decode, a path parameter over the router's limit. No
 * hook runs for them, so the headers every answer carries are set here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'A part of the address is too long']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'The address is not valid: a percent-encoding (%xx) does not decode']
        : [400, 'The request cannot be routed'];
  request.log.info({ code: error.code }, 'request refused by the router');
  reply
    .header('x-request-id', request.id)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .status(status)
    .send(envelope('BAD_REQUEST', message));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an unknown method, a bad
 * header line or length, headers over the size limit, a request that takes too long): the
 * envelope with the status that says why, written on the socket, which is then closed.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = function (
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  // A connection reset: nobody is left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : [400, 'The request is malformed'];
  this.log.debug({ err: error }, 'malformed request refused');
  const body = JSON.stringify(envelope('BAD_REQUEST', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
