import type { Anomaly } from '../types';
import type { useT } from '../../../i18n';

/** A shift's times as the page shows them (`08:00–12:00`). */
export type ShiftTimes = Map<number, string>;

/** "Started 30 min late…", "Time worked from 22:15…": the API's words that name no id. */
const WORKED_FROM = /\bfrom (\d{2}:\d{2})\b/;

/**
 * What an anomaly says, in the page's language, naming shifts by their times, never by their
 * ids (the API's messages say "Shift 860"). `times`: the times of the shifts the page knows;
 * a shift it does not know is "a planned shift". A start or end gap keeps the API's own words
 * (they name the planned and worked times, no id).
 */
export function anomalyText(
  t: ReturnType<typeof useT>,
  clock: (hhmm: string) => string,
  a: Anomaly,
  times: ShiftTimes,
): string {
  const shift = (id: number | null) => (id !== null ? times.get(id) : undefined);
  switch (a.kind) {
    case 'shift_without_time': {
      const span = shift(a.shiftId);
      return span ? t('anomaly.shiftWithoutTime', { span }) : t('anomaly.someShiftWithoutTime');
    }
    case 'overlap': {
      const first = shift(a.shiftId);
      const second = shift(a.otherShiftId);
      const minutes = a.minutes ?? 0;
      return first && second
        ? t('anomaly.overlap', { first, second, minutes })
        : t('anomaly.someOverlap', { minutes });
    }
    case 'time_without_shift': {
      const start = WORKED_FROM.exec(a.message)?.[1];
      return start ? t('anomaly.timeWithoutShift', { start: clock(start) }) : a.message;
    }
    default:
      return a.message;
  }
}

const ANOMALY_KINDS: readonly Anomaly['kind'][] = ['overlap', 'shift_without_time', 'time_without_shift', 'gap'];

/** The anomaly kind an address names (`?anomaly=`), or null for any other text. */
export function anomalyKindOf(text: string | null): Anomaly['kind'] | null {
  return ANOMALY_KINDS.find((k) => k === text) ?? null;
}
