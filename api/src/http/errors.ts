import type { ErrorCode } from '../domain/errors';

/**
 * An answer of the HTTP layer, its status given (rate limits, the database out of reach, a body
 * over its limit): sent as it is. Rules refuse with a DomainError (domain/errors.ts) instead.
 */
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

export const tooManyRequests = (message: string) => new HttpError(429, 'TOO_MANY_REQUESTS', message);
export const serviceUnavailable = (message: string, retryAfterSeconds = 5) =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', message, undefined, retryAfterSeconds);
