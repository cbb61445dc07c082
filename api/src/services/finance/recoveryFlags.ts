/**
 * The "in recovery" flag (docs/product.md#finance-recovery): `syncRecoveryFlags` applies the rule
 * to every client or to some, for the daily job (jobs/recoveryFlags.ts, `cli recovery-flags`) and
 * for the writes that change what clients owe, in their transaction; a GET never runs it. FINANCE
 * lifts a client's block, or several at once, with a comment and a step-up.
 */
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import { inTransaction, type Executor } from '../../db/executor';
import type { AuthContext } from '../../types';
import { conflict, notFoundField } from '../../domain/errors';
import { overThreshold } from '../../domain/dunning';
import { euros } from '../../domain/invoicePdf';
import { todayInParis } from '../../domain/dates';
import { recordClientChange, recordSystemClientChanges } from '../../repositories/events/clientEvents';
import { requireClientRow } from '../../repositories/finance/receivables';
import {
  armLifted,
  clearFlags,
  clientCodes,
  compactReceivablesTotals,
  FLAG_CHUNK,
  flagClients,
  flagStates,
  liftFlags,
  markRun,
  recoveryFlagOf,
  recoveryThreshold,
  refreshClientReceivables,
  type FlagChanges,
  type FlagState,
} from '../../repositories/finance/recoveryFlags';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../stepUp';

type Flag = ResponseOut<'finance', 'liftRecovery'>;

/** Under what a flagged client's debt must fall for the flag to clear: never above the threshold that flagged it. */
const clearingThreshold = (s: FlagState, today: number): number =>
  s.flagged_threshold === null ? today : Math.min(s.flagged_threshold, today);

const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / FLAG_CHUNK) }, (_, k) => list.slice(k * FLAG_CHUNK, (k + 1) * FLAG_CHUNK));

/**
 * Applies the rule to every client (`clientIds` absent) or to the given ones, as of `asOf`,
 * in the caller's transaction or in one of its own. Each update is conditional: a client changed
 * by a concurrent run is left out, and gets no event.
 */
export async function syncRecoveryFlags(
  db: Executor,
  clientIds?: readonly number[],
  asOf = todayInParis(),
): Promise<FlagChanges> {
  const done: FlagChanges = { flagged: 0, cleared: 0, armed: 0 };
  if (clientIds && clientIds.length === 0) return done;
  return inTransaction(db, async (tx) => {
    const settings = { recoveryThreshold: await recoveryThreshold(tx) };
    const states = await flagStates(tx, settings.recoveryThreshold, asOf, clientIds);
    const threshold = euros(settings.recoveryThreshold);
    const toFlag: { s: FlagState; text: string }[] = [];
    const toClear: { s: FlagState; text: string; under: number }[] = [];
    const toArm: number[] = [];
    for (const s of states) {
      const isOver = overThreshold(s.overdue, settings);
      const under = clearingThreshold(s, settings.recoveryThreshold);
      if (!s.flagged && !s.lifted && isOver)
        toFlag.push({ s, text: `Overdue ${euros(s.overdue)} passed the recovery threshold of ${threshold}` });
      else if (s.flagged && !overThreshold(s.overdue, { recoveryThreshold: under }))
        toClear.push({
          s,
          under,
          text: `Recovery flag cleared: overdue ${euros(s.overdue)} is at or under the threshold of ${euros(under)}`,
        });
      else if (!s.flagged && s.lifted && !isOver) toArm.push(s.id);
    }
    for (const chunk of chunks(toFlag)) {
      const changed = await flagClients(tx, settings.recoveryThreshold, chunk.map((f) => ({ id: f.s.id, reason: f.text })));
      const kept = chunk.filter((f) => changed.has(f.s.id));
      done.flagged += kept.length;
      await recordSystemClientChanges(
        tx,
        { kind: 'recovery', action: 'finance.recoveryFlag' },
        kept.map((f) => ({
          clientId: f.s.id,
          businessCode: f.s.business_code,
          summary: `In recovery: ${f.text}`,
          adminSummary: `${f.s.business_code}: in recovery (${f.text})`,
          data: { event: 'flagged', overdueCents: f.s.overdue, thresholdCents: settings.recoveryThreshold },
        })),
      );
    }
    for (const chunk of chunks(toClear)) {
      const changed = await clearFlags(tx, chunk.map((f) => f.s.id));
      const kept = chunk.filter((f) => changed.has(f.s.id));
      done.cleared += kept.length;
      await recordSystemClientChanges(
        tx,
        { kind: 'recovery', action: 'finance.recoveryCleared' },
        kept.map((f) => ({
          clientId: f.s.id,
          businessCode: f.s.business_code,
          summary: f.text,
          adminSummary: `${f.s.business_code}: ${f.text}`,
          data: { event: 'cleared', overdueCents: f.s.overdue, thresholdCents: f.under },
        })),
      );
    }
    for (const chunk of chunks(toArm)) done.armed += (await armLifted(tx, chunk)).size;
    return done;
  });
}

/**
 * For the writes that change what clients owe (a payment, a credit note, an invoice's amount
 * or status): the rule on those clients, in the writing transaction.
 */
export const refreshRecoveryFlags = (tx: Executor, clientIds: readonly number[]) => syncRecoveryFlags(tx, clientIds);

/**
 * The daily job's work for `today`: the receivables recounted as of today, the totals folded,
 * the rule applied to every client, and the day recorded (job_runs), so that a server started
 * later that day skips it. The server's job (jobs/recoveryFlags.ts) and `cli recovery-flags`
 * both run this.
 */
export async function runRecoveryDay(db: Executor, today = todayInParis()) {
  const recounted = await refreshClientReceivables(db);
  await compactReceivablesTotals(db);
  const changes = await syncRecoveryFlags(db, undefined, today);
  await markRun(db, today);
  return { recounted, ...changes };
}

/** POST finance/recovery/liftRecovery: the flag lifted with a comment (step-up); 409 when not flagged. */
export async function liftRecovery(db: Database, who: AuthContext, lift: BodyOut<'finance', 'liftRecovery'>): Promise<Flag> {
  await requireFreshStepUp(db, who, STEP_UP_MAX_AGE_SECONDS);
  const userId = who.user.id;
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, lift.clientId);
    const lifted = await liftFlags(tx, [client.id], userId, lift.comment);
    if (lifted.size === 0) throw conflict(`${client.business_code} is not in recovery: there is no block to lift`);
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'recovery',
      action: 'finance.liftRecovery',
      summary: `Recovery block lifted: ${lift.comment.slice(0, 500)}`,
      data: { event: 'lifted', comment: lift.comment.slice(0, 500), others: 0 },
    });
    return recoveryFlagOf(tx, client.id);
  });
}

/**
 * POST finance/recovery/liftRecoveries: the blocks of several clients lifted with one comment
 * (step-up), in one transaction: one conditional update, then each lift's client and admin
 * events. Clients no longer in recovery are answered apart; an unknown id is a 404.
 */
export async function liftRecoveries(db: Database, who: AuthContext, lift: BodyOut<'finance', 'liftRecoveries'>) {
  await requireFreshStepUp(db, who, STEP_UP_MAX_AGE_SECONDS);
  const userId = who.user.id;
  const ids = [...new Set(lift.clientIds)];
  return db.transaction().execute(async (tx) => {
    const known = await clientCodes(tx, ids);
    const missing = ids.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) throw notFoundField('clientIds', `No such client: ${missing.join(', ')}`);
    const lifted = await liftFlags(tx, ids, userId, lift.comment);
    for (const c of known.filter((k) => lifted.has(k.id)))
      await recordClientChange(tx, {
        clientId: c.id,
        businessCode: c.business_code,
        userId,
        kind: 'recovery',
        action: 'finance.liftRecovery',
        summary: `Recovery block lifted (with ${lifted.size - 1} other client${lifted.size === 2 ? '' : 's'}): ${lift.comment.slice(0, 500)}`,
        data: { event: 'lifted', comment: lift.comment.slice(0, 500), others: lifted.size - 1 },
      });
    const row = (k: { id: number; business_code: string }) => ({ clientId: k.id, businessCode: k.business_code });
    return {
      lifted: known.filter((k) => lifted.has(k.id)).map(row),
      notInRecovery: known.filter((k) => !lifted.has(k.id)).map(row),
    };
  });
}
