import { ok, type FakeApi } from '@courier/shared/testing';
import type { Board, BoardShift } from '../../../src/features/planning/types';

/** A week of 2026-04-06 with three workers and two shifts, one anomaly. */
export const WEEK = '2026-04-06';

export const shift = (
  over: Partial<BoardShift> & { id: number; workerId: number; date: string },
): BoardShift => ({
  clientId: 7,
  shiftTypeId: null,
  start: 480,
  end: 720,
  unproductive: false,
  missions: 2,
  version: 1,
  ...over,
});

/** Shift 11 as planning/getShifts lists it: Ada, Monday 08:00-12:00 (Paris) at Pharmacie Centrale. */
export const shiftRow = (over: Record<string, unknown> = {}) => ({
  id: 11,
  workerId: 1,
  client: { id: 7, name: 'Pharmacie Centrale' },
  shiftType: null,
  date: '2026-04-06',
  startsAt: '2026-04-06T06:00:00.000Z',
  endsAt: '2026-04-06T10:00:00.000Z',
  startTime: '08:00',
  endTime: '12:00',
  unproductive: false,
  unproductiveComment: null,
  comment: null,
  missionsCount: 0,
  waypoints: 12,
  km: 30,
  version: 1,
  ...over,
});

export const BOARD: Board = {
  dateStart: WEEK,
  dateEnd: '2026-04-12',
  page: 1,
  pageSize: 300,
  total: 3,
  totals: { shifts: 2, anomalies: 1 },
  workers: [
    { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin', agencyId: 1, teamId: 1, activityStatus: 'active' },
    { id: 2, shortCode: 'PAR-0002', name: 'Bruno Petit', agencyId: 1, teamId: 1, activityStatus: 'active' },
    { id: 3, shortCode: 'PAR-0003', name: 'Chloé Roux', agencyId: 2, teamId: 2, activityStatus: 'active' },
  ],
  clients: [
    { id: 7, name: 'Pharmacie Centrale' },
    { id: 8, name: 'Banque du Port' },
  ],
  shiftTypes: [],
  shifts: [
    shift({ id: 11, workerId: 1, date: '2026-04-06' }),
    shift({ id: 12, workerId: 2, date: '2026-04-08', clientId: 8, start: 840, end: 1080, missions: 1 }),
  ],
  workerTimes: [{ id: 21, workerId: 1, date: '2026-04-06', start: 510, end: 720, gtaTypeId: null }],
  anomalies: [
    {
      kind: 'gap',
      workerId: 1,
      date: '2026-04-06',
      shiftId: 11,
      otherShiftId: null,
      workerTimeId: 21,
      minutes: 30,
      message: 'Started 30 min late (planned 08:00, worked 08:30)',
    },
  ],
  closedMonths: [],
};

export function answerPlanning(api: FakeApi) {
  api.get('planning/getShifts', BOARD);
  api.get('planning/getMaxDaysLimit', { maxDaysLimit: 30, today: '2026-04-01', lastDate: '2026-05-01' });
  api.get('agency/getAgencies', [{ id: 1, name: 'Paris' }]);
  api.get('team/getTeams', [{ id: 1, name: 'Équipe A' }]);
  api.get('planning/getClientsShiftable', [
    { id: 7, name: 'Pharmacie Centrale', businessCode: 'C-7', clientGroupId: null },
  ]);
  api.get('planning/getShiftTypes', []);
  api.get('planning/getClientGroupsShiftable', [
    { id: 4, name: 'Pharmacies' },
    { id: 5, name: 'Banques' },
  ]);
  api.get('gtaType/getGtaType', [
    { id: 31, name: 'Congé payé' },
    { id: 32, name: 'Formation' },
  ]);
  api.get('planning/searchBoardWorkers', (req) => {
    const term = String(req.query.search ?? '').toLowerCase();
    const workers = BOARD.workers.filter((w) => `${w.shortCode} ${w.name}`.toLowerCase().includes(term));
    return ok({ total: workers.length, workers });
  });
  api.get('planning/getDaySummary', (req) => [
    200,
    {
      data: {
        date: req.query.date,
        totals: {
          shifts: 1,
          workers: 1,
          missions: 2,
          waypoints: 12,
          km: 30,
          unproductiveShifts: 0,
          anomalies: 1,
        },
        byClient: [
          {
            client: { id: 7, name: 'Pharmacie Centrale' },
            shifts: 1,
            workers: 1,
            missions: 2,
            waypoints: 12,
            km: 30,
            unproductiveShifts: 0,
            anomalies: 1,
          },
        ],
        byAgency: [
          {
            agency: { id: 1, name: 'Paris' },
            shifts: 1,
            workers: 1,
            missions: 2,
            waypoints: 12,
            km: 30,
            unproductiveShifts: 0,
            anomalies: 1,
          },
        ],
      },
    },
  ]);
}
