/**
 * The trail of a stored legal document: an admin event naming the SHA-256 of the bytes kept,
 * when a document is first stored and whenever its bytes change (an invoice's PO number set
 * after issue), so that anyone can check a file against what the portal issued.
 */
import type { Executor } from '../../db/executor';
import { recordAdminEvent } from './adminEvents';

export interface StoredDocument {
  kind: 'invoice' | 'credit_note';
  id: number;
  number: string;
  sha256: string;
  /** Factur-X, or the older PDF of a document issued before the seller identity was complete. */
  format: 'facturx' | 'pdf';
  userId: number | null;
  /** The SHA-256 of the bytes this document replaces, if any. */
  replaces: string | null;
}

/** The admin event of a document stored (nothing when the bytes are the ones already kept). */
export async function recordDocumentStored(tx: Executor, d: StoredDocument): Promise<void> {
  if (d.replaces === d.sha256) return;
  const what = d.format === 'facturx' ? 'Factur-X PDF' : 'PDF';
  await recordAdminEvent(tx, {
    userId: d.userId,
    action: 'documents.stored',
    targetType: d.kind,
    targetId: d.id,
    summary: `${d.number}: ${what} stored, SHA-256 ${d.sha256}${d.replaces ? ` (replaces ${d.replaces})` : ''}`,
  });
}
