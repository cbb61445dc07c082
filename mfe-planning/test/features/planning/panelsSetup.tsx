import { configure, screen } from '@testing-library/react';
import { fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerPlanning, shiftRow, WEEK } from './fixtures';

export let api: FakeApi;

export const ADA = { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin' };

/** A worker time of Ada on Monday 08:30-12:00 (Paris, summer time). */
export const time = (over: Record<string, unknown> = {}) => ({
  id: 21,
  workerId: 1,
  date: '2026-04-06',
  startedAt: '2026-04-06T06:30:00.000Z',
  endedAt: '2026-04-06T10:00:00.000Z',
  minutes: 210,
  gtaType: null,
  comment: null,
  version: 3,
  ...over,
});

export const shiftDetail = (missions: unknown[] = []) => ({
  ...shiftRow({ missionsCount: missions.length }),
  worker: ADA,
  missions,
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-01T08:00:00.000Z',
});

export async function openBoard(path = `/planning?week=${WEEK}`) {
  const rendered = renderArea(<AppRoutes />, { path });
  await screen.findByRole('grid', { name: 'Week board: workers by day' });
  return rendered;
}

/** The side panel (a dialog) of that name, once it is open. */
export const findPanel = (name: string) => screen.findByRole('dialog', { name });

/** Registers the hooks every test file of this family needs: call once at its top. */
export function setUpFakeApi() {
  configure({ asyncUtilTimeout: 8000 });
  jest.setTimeout(40_000);
  beforeEach(() => {
    api = fakeApi();
    answerPlanning(api);
  });
}
