import type { ResponseOf, api } from '@courier/shared';

export type Board = ResponseOf<typeof api.planning.getShifts>;
export type BoardShift = Board['shifts'][number];
export type BoardWorker = Board['workers'][number];
export type BoardTime = Board['workerTimes'][number];
export type Anomaly = Board['anomalies'][number];

/** A shift as its panel shows it (planning/getShiftById): its worker and missions. */
export type ShiftDetail = ResponseOf<typeof api.planning.getShiftById>;
export type ShiftMission = ShiftDetail['missions'][number];

/** What the side panel shows: a new shift for a worker and date, an existing one, or a worker's times of a date. */
export type PanelTarget =
  | { kind: 'new'; workerId: number; date: string }
  | { kind: 'shift'; shiftId: number }
  | { kind: 'times'; workerId: number; date: string };

/** The names the page's shifts refer to by id (the answer's `clients` and `shiftTypes`). */
export interface BoardNames {
  clients: Map<number, string>;
  colors: Map<number, string | null>;
}

/** One cell of the board: a worker's day. */
export interface DayCell {
  shifts: BoardShift[];
  times: BoardTime[];
  anomalies: Anomaly[];
}
