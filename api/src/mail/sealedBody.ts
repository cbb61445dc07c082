import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a mail carrying a secret keeps sealed until it is sent: the text as written. */
export interface MailBody {
  subject: string;
  text: string;
  html?: string;
}

/** The row a sealed body belongs to: it opens only there, for those recipients. */
export interface SealedFor {
  id: number;
  to: string[];
  cc: string[];
}

const PREFIX = 'm1.';
const boundTo = (row: SealedFor) => Buffer.from(`mail_outbox:${row.id}:${JSON.stringify([row.to, row.cc])}`, 'utf8');

/**
 * Seals the body of a mail that carries a secret (AES-256-GCM with the deployment's key,
 * TOTP_ENCRYPTION_KEY), bound to its outbox row and recipients: a sealed body copied to another
 * row, or a row whose addresses were changed, does not open. Form: `m1.<iv>.<tag>.<data>` (base64url).
 */
export function sealMailBody(body: MailBody, key: Buffer, row: SealedFor): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(boundTo(row));
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
}

/** The body sealed by sealMailBody; throws when it does not open (another key, row or recipients, or tampered with). */
export function openMailBody(sealed: string, key: Buffer, row: SealedFor): MailBody {
  if (!sealed.startsWith(PREFIX)) throw new Error('The sealed mail body is in an unknown form');
  const [iv, tag, data] = sealed.slice(PREFIX.length).split('.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
    decipher.setAAD(boundTo(row));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(data ?? '', 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as MailBody;
  } catch (cause) {
    throw new Error('The sealed mail body does not open (another key, another row or other recipients)', { cause });
  }
}
