// The API's errors and who handles a 401: what the forms need before the first call, kept apart
// from client.ts so that a page can show its form before axios is loaded (see lazy.ts).

/** An error answer of the API (`{error: {code, message, fields?}}`), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A readable message for any failure. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}

/** True for a request cancelled through its AbortSignal (a newer search replaced it). */
export function isCancelled(error: unknown): boolean {
  // axios' CanceledError, by name: this module stays free of axios (the sign-in page loads it
  // before axios).
  return error instanceof Error && error.name === 'CanceledError';
}

type UnauthorizedHandler = (info: { path: string }) => void;
let unauthorizedHandler: UnauthorizedHandler = () => {};

/** Who handles a 401 (the session module installs the default: end the session, go to sign-in). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** Called by the client on a 401 outside the sign-in steps. */
export function notifyUnauthorized(info: { path: string }): void {
  unauthorizedHandler(info);
}
