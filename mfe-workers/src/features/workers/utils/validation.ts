/** The same rules as the contract (shared/src/contract/workers.ts), for messages before sending. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_RE = /^\+?[0-9 ().-]{6,30}$/;

/** A trimmed text, or null when empty. */
export function emptyToNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}
