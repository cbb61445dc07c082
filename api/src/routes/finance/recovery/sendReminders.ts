import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { sendReminders } from '../../../repositories/reminders';

/** POST finance/recovery/sendReminders: preview, or send after a fresh step-up (403 step_up_required without). */
export default function sendRemindersRoute(app: FastifyInstance) {
  route(app, api.finance.sendReminders, async (ctx) => {
    const who = ctx.auth();
    if (ctx.body.send) await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return sendReminders(app.db, app.mailer, who.user.id, ctx.body);
  });
}
