import type { MessageId } from '../../../i18n';
import type { Words } from '../types';
import { dated, isData, pick, text, type Data, type Sentence, type Values } from './eventValues';

const euros = (cents: unknown) => Number(cents) / 100;

/** A team's rates (stored in cents) as the sentence's amounts in euros. */
function rates(d: Data): Values | undefined {
  const v = pick(d, ['team', 'waypointCents', 'kmCents', 'dayCents', 'extraCents']);
  return (
    v && {
      team: v.team,
      waypoint: euros(v.waypointCents),
      km: euros(v.kmCents),
      day: euros(v.dayCents),
      extra: euros(v.extraCents),
    }
  );
}

/** The workers whose pay differs from what was paid, in the reader's words and formats. */
function payChanges(w: Words, d: Data): Values | undefined {
  const compare = text(d.compare);
  if (compare === undefined || !Array.isArray(d.changes) || !d.changes.every(isData)) return undefined;
  const changes = d.changes
    .map((c) =>
      w.t('settings.events.says.payChange', {
        worker: `${String(c.shortCode)} ${String(c.name)}`,
        paid: w.f.money(Number(c.paidCents)),
        now: w.f.money(Number(c.nowCents)),
      }),
    )
    .join(', ');
  return { compare, changes, more: Number(d.more ?? 0) };
}

/** Pay and planning-week actions: the message and its values from the event's data. */
export const PAY_SENTENCES: Record<string, [MessageId, Sentence]> = {
  'retrib.closeMonth': [
    'settings.events.says.retrib.closeMonth',
    (d, w) => {
      const v = pick(d, ['month', 'statements', 'totalCents']);
      const changes = payChanges(w, d);
      return (
        v &&
        changes && {
          ...changes,
          month: w.f.month(String(v.month)),
          statements: Number(v.statements),
          total: euros(v.totalCents),
        }
      );
    },
  ],
  'retrib.reopenMonth': [
    'settings.events.says.retrib.reopenMonth',
    (d, w) => {
      const v = pick(d, ['month', 'reason']);
      const changes = payChanges(w, d);
      return v && changes && { ...changes, month: w.f.month(String(v.month)), reason: v.reason };
    },
  ],
  'retrib.calendar.add': ['settings.events.says.retrib.calendar', (d, w) => calendar(d, w)],
  'retrib.calendar.update': ['settings.events.says.retrib.calendar', (d, w) => calendar(d, w)],
  'retrib.updateTeamConfig': ['settings.events.says.retrib.updateTeamConfig', (d) => rates(d)],
  'regularMissions.applyWeek': [
    'settings.events.says.regularMissions.applyWeek',
    (d, w) => {
      const v = pick(d, ['weekStart', 'lines', 'skipped', 'clientPriceCents', 'unpriced', 'courierPayCents']);
      return (
        v && {
          weekStart: w.f.date(String(v.weekStart)),
          lines: Number(v.lines),
          skipped: Number(v.skipped),
          clientPrice: euros(v.clientPriceCents),
          unpriced: Number(v.unpriced),
          courierPay: euros(v.courierPayCents),
        }
      );
    },
  ],
};

function calendar(d: Data, w: Words): Values | undefined {
  const values = rates(d);
  const date = dated(w, pick(d, ['date']), 'date');
  return values && date && { ...values, ...date };
}
