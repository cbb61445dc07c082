/**
 * The fingerprint of a stored legal document: the SHA-256 of the bytes kept, which the admin
 * event of the document (events/documentEvents.ts) names.
 */
import { createHash } from 'node:crypto';

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
