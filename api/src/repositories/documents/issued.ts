/**
 * The documents of what an invoicing batch issued, made and stored right after its commit: each
 * invoice's and credit note's Factur-X PDF with its SHA-256 (and the admin event naming it),
 * in one transaction per batch. A process stopped in between leaves documents to make: the
 * first download or send makes them, from the same frozen data, so with the same bytes.
 */
import type { Database } from '../../db/database';
import { storeCreditNotePdf } from './creditNotes';
import { storePdf } from './invoiceDocument';

export interface IssuedDocuments {
  invoiceIds: number[];
  creditNoteIds: number[];
}

export async function storeIssuedDocuments(db: Database, made: IssuedDocuments, userId: number | null) {
  if (made.invoiceIds.length === 0 && made.creditNoteIds.length === 0) return;
  await db.transaction().execute(async (tx) => {
    for (const id of made.invoiceIds) await storePdf(tx, id, userId);
    for (const id of made.creditNoteIds) await storeCreditNotePdf(tx, id, userId);
  });
}
