import type { ErrorBody } from '@courier/shared/contract';

export type ErrorCode = ErrorBody['error']['code'];

/** An error meant for the caller: its status, code and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * An answer sent as it is, like HttpError, for a fault an operator must see: the errors plugin
 * logs it at error level with `logMessage`, `logFields` and its cause.
 */
export class LoggedHttpError extends HttpError {
  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    readonly logMessage: string,
    readonly logFields: Record<string, unknown> = {},
    options: { cause?: unknown } = {},
  ) {
    super(statusCode, code, message);
    this.name = 'LoggedHttpError';
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Sign in first') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Your roles do not allow this call') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string) => new HttpError(429, 'TOO_MANY_REQUESTS', message);
export const serviceUnavailable = (message: string, retryAfterSeconds = 5) =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', message, undefined, retryAfterSeconds);
