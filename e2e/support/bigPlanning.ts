/**
 * The big answers of the Planning area's pages, in their calls' shapes: a board page of 300
 * workers x 7 days (planning/getShifts: 6 shifts a worker, 40 clients, a worker time and an
 * anomaly on every other shift) and 1,000 regular missions. Used by `pnpm bench web planning`
 * and the browser test that checks the board and the list keep only the rows in view.
 */
export const WEEK = '2026-04-06';

const addDays = (d: string, n: number) => {
  const x = new Date(`${d}T12:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};

export function bigBoard() {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(WEEK, i));
  const workers = Array.from({ length: 300 }, (_, i) => ({
    id: 900_000 + i,
    shortCode: `BIG-${String(i + 1).padStart(4, '0')}`,
    name: `Coursier ${String(i + 1).padStart(4, '0')}`,
    agencyId: 1,
    teamId: 1,
    activityStatus: 'active',
  }));
  let id = 0;
  const shifts = workers.flatMap((w) =>
    dates.slice(0, 6).map((date) => ({
      id: ++id,
      workerId: w.id,
      clientId: 1 + (id % 40),
      shiftTypeId: null,
      date,
      start: 480 + (id % 4) * 30,
      end: 720 + (id % 4) * 30,
      unproductive: id % 17 === 0,
      missions: 1 + (id % 4),
      version: 1,
    })),
  );
  const workerTimes = shifts
    .filter((s) => s.id % 2 === 0)
    .map((s) => ({
      id: s.id,
      workerId: s.workerId,
      date: s.date,
      start: s.start + 20,
      end: s.end,
      gtaTypeId: null,
    }));
  const anomalies = workerTimes.map((t) => ({
    kind: 'gap',
    workerId: t.workerId,
    date: t.date,
    shiftId: t.id,
    otherShiftId: null,
    workerTimeId: t.id,
    minutes: 20,
    message: 'Started 20 min late',
  }));
  return {
    dateStart: dates[0],
    dateEnd: dates[6],
    page: 1,
    pageSize: 300,
    total: 300,
    totals: { shifts: shifts.length, anomalies: anomalies.length },
    workers,
    clients: Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Client ${i + 1}` })),
    shiftTypes: [],
    shifts,
    workerTimes,
    anomalies,
  };
}

export function bigRegularMissions() {
  const items = Array.from({ length: 1000 }, (_, i) => ({
    id: 800_000 + i,
    client: { id: 1 + (i % 50), name: `Client ${String(i % 50).padStart(2, '0')}` },
    name: `Mission ${String(i + 1).padStart(4, '0')}`,
    weekdays: [1, 3, 5],
    startTime: '08:00',
    endTime: '10:00',
    expectedWaypoints: 10,
    expectedKm: 20,
    comment: null,
    isActive: true,
    worker: i % 3 === 0 ? { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin' } : null,
    version: 1,
  }));
  return { items, total: 1000, page: 1, pageSize: 1000 };
}

