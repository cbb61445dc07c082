/**
 * The seller identity an issued document names: the version in force when it is issued, kept
 * once under the SHA-256 of its JSON (repositories/documents/identity.ts) so that its document,
 * made now or later, states that version and no later change.
 */
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/executor';
import { keepSellerVersion } from '../../repositories/documents/identity';
import { readSeller, sellerProblems } from '../../repositories/seller';

/**
 * Freezes the seller identity in force: its digest, or null while the seller is incomplete (no
 * legal document can name it yet). An invoicing run freezes it once a batch.
 */
export async function freezeSeller(tx: Executor): Promise<string | null> {
  const seller = await readSeller(tx);
  if (!seller || sellerProblems(seller).length > 0) return null;
  const json = JSON.stringify(seller);
  const digest = createHash('sha256').update(json).digest('hex');
  await keepSellerVersion(tx, digest, json);
  return digest;
}
