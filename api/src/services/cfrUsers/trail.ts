/** A client-side user's change on the admin trail and on its client's timeline. */
import type { Executor } from '../../db/executor';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { clientEventOnTrail, recordClientEvent } from '../../repositories/events/clientEvents';

export interface CfrUserChange {
  action: string;
  /** The English words after the user's email. */
  summary: string;
  /** The timeline's sentence (`event`) and the values it needs. */
  data: Record<string, unknown>;
}

export async function recordCfrUserChange(
  tx: Executor,
  userId: number | null,
  user: { id: number; email: string; clientId: number },
  change: CfrUserChange,
) {
  const data = { email: user.email, ...change.data };
  await recordAdminEvent(tx, {
    userId,
    action: `cfrUsers.${change.action}`,
    targetType: 'cfr_user',
    targetId: user.id,
    summary: `${user.email}: ${change.summary}`,
    data: clientEventOnTrail('cfr_user', data),
  });
  await recordClientEvent(tx, {
    clientId: user.clientId,
    userId,
    kind: 'cfr_user',
    summary: `Client-side user ${user.email}: ${change.summary}`,
    data,
  });
}
