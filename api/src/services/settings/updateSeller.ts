/**
 * POST finance/seller/updateSeller (docs/product.md#seller-identity): the seller's whole identity
 * with its version (409 when stale). FINANCE only, with a fresh step-up (403 step_up_required):
 * the IBAN on every invoice is where clients pay. Writes a `finance.updateSeller` admin event
 * naming what changed. The body is the contract's, checked.
 */
import type { Database } from '../../db/database';
import type { SellerIdentity } from '../../domain/seller';
import { conflict } from '../../domain/errors';
import { contract } from '../../shared';
import type { AuthContext } from '../../types';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import type { BodyOut } from '../../repositories/areaTypes';
import { lockSeller, sellerAnswer, writeSeller, type SellerAnswer } from '../../repositories/seller';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../stepUp';

/** What a change changed, by label, for the admin event ("SIRET, IBAN"). */
/** The keys of the fields that changed (the admin trail words them in the reader's language). */
function changedFields(before: SellerIdentity | null, after: SellerIdentity): (keyof SellerIdentity)[] {
  const labels: Record<keyof SellerIdentity, string> = contract.SELLER_FIELD_LABELS;
  return (Object.keys(labels) as (keyof SellerIdentity)[]).filter(
    (key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
}

export async function updateSeller(
  db: Database,
  auth: AuthContext,
  sellerInput: BodyOut<'seller', 'updateSeller'>,
): Promise<SellerAnswer> {
  await requireFreshStepUp(db, auth, STEP_UP_MAX_AGE_SECONDS);
  const userId = auth.user.id;
  return db.transaction().execute(async (tx) => {
    const current = await lockSeller(tx);
    if (current.version !== sellerInput.version)
      throw conflict('The seller identity was changed by someone else since you opened it; reload it and redo your change');
    const before = current.identity;
    const { version: _version, ...after } = sellerInput;
    await writeSeller(tx, userId, after);
    const changed = changedFields(before, after);
    // The English summary names the fields by the contract's labels, as the form's errors do.
    const labels = [...new Set(changed.map((key) => contract.SELLER_FIELD_LABELS[key]))];
    await recordAdminEvent(tx, {
      userId,
      action: 'finance.updateSeller',
      targetType: 'seller_identity',
      targetId: 1,
      summary: before
        ? `Seller identity changed: ${labels.length ? labels.join(', ') : 'nothing'} (${after.legalName}, SIREN ${after.siren})`
        : `Seller identity set: ${after.legalName}, SIREN ${after.siren}`,
      data: { event: before ? 'changed' : 'set', fields: changed, legalName: after.legalName, siren: after.siren },
    });
    return sellerAnswer(tx);
  });
}
