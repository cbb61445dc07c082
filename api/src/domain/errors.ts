/**
 * Refusals of the rules, without HTTP: a code from the contract's error codes, a message for the
 * person, and the fields concerned. Services, repositories and jobs throw these; the errors
 * plugin (plugins/errors.ts) gives each code its status in one table, so the CLI and the jobs can
 * call the same code without a web request.
 */
import type { ErrorBody } from '@courier/shared/contract';

export type ErrorCode = ErrorBody['error']['code'];

/** The codes a rule may refuse with (INTERNAL and SERVICE_UNAVAILABLE are faults, not refusals). */
export type DomainErrorCode = Exclude<ErrorCode, 'INTERNAL' | 'SERVICE_UNAVAILABLE'>;

export type ErrorFields = Record<string, string>;

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields?: ErrorFields,
    /** When trying again makes sense (a throttled sign-in): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Bad input: the message, and each bad field with what is wrong with it. */
export const invalid = (message: string, fields?: ErrorFields) => new DomainError('BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Sign in first') => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message = 'Your roles do not allow this call') => new DomainError('FORBIDDEN', message);
export const notFound = (message = 'Not found', fields?: ErrorFields) => new DomainError('NOT_FOUND', message, fields);
/** Not found, naming the field of the request that holds the unknown id. */
export const notFoundField = (field: string, message: string) => notFound(message, { [field]: message });
export const conflict = (message: string, fields?: ErrorFields) => new DomainError('CONFLICT', message, fields);
export const tooLarge = (message: string, fields?: ErrorFields) => new DomainError('PAYLOAD_TOO_LARGE', message, fields);
export const unsupportedMedia = (message: string, fields?: ErrorFields) =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', message, fields);
/** A sensitive call needs a fresh authenticator code first (POST auth/stepUp). */
export const stepUpRequired = () =>
  new DomainError('step_up_required', 'Type a fresh code from your authenticator app to confirm this action');
