/**
 * Files sent inside JSON (a worker's photo, a chat attachment): a data URL
 * (`data:<any>;base64,...`) or bare base64. Read and sized here before anything decodes them.
 */

/**
 * Base64 characters, at least one, then at most two `=`. A loop, not a regular expression:
 * V8 ran `/^[A-Za-z0-9+/]+={0,2}$/` over a 7 MB upload out of stack now and then
 * ("Maximum call stack size exceeded" inside RegExp.test), a 500 where a 413 was due.
 */
export function isBase64(b64: string): boolean {
  const end = b64.length - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  if (end === 0 || b64.length % 4 === 1) return false;
  for (let i = 0; i < end; i++) {
    const c = b64.charCodeAt(i);
    // A-Z, a-z, 0-9, '+', '/'
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47)) return false;
  }
  return true;
}

export type Base64Text = { b64: string; bytes: number } | { problem: 'Expected a base64 data URL' | 'Not valid base64' };

/** The base64 of `text` (whitespace dropped) and how many bytes it carries (4 characters carry 3), without decoding it. */
export function readBase64(text: string): Base64Text {
  const comma = text.startsWith('data:') ? text.indexOf(',') : -1;
  if (text.startsWith('data:') && (comma < 0 || !text.slice(0, comma).endsWith(';base64')))
    return { problem: 'Expected a base64 data URL' };
  const b64 = (comma >= 0 ? text.slice(comma + 1) : text).replace(/\s+/g, '');
  if (!isBase64(b64)) return { problem: 'Not valid base64' };
  return { b64, bytes: Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0) };
}
