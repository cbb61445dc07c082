import { configure } from '@testing-library/react';
import {
  buildPage,
  buildWorker,
  buildWorkerReferences,
  fakeApi,
  renderArea,
  type FakeApi,
} from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

export let fake: FakeApi;

/** The worker of these tests: Jeanne Dupont, PAR-0042, version 2. */
export const jeanne = (over: Parameters<typeof buildWorker>[0] = {}) =>
  buildWorker({ id: 42, firstName: 'Jeanne', lastName: 'Dupont', ...over });

export const openWorker = () => renderArea(<AppRoutes />, { path: '/workers/PAR-0042' });

/** Registers the hooks every test file of this family needs: call once at its top. */
export function setUpWorkerPage() {
  // The page is a lazy chunk: its first import (evaluating its modules) happens while the test waits
  // for it, and Mantine pages take a while to render in jsdom on a busy machine.
  configure({ asyncUtilTimeout: 8000 });
  jest.setTimeout(30_000);
  beforeEach(() => {
    fake = fakeApi();
    // The other calls of the page, answered empty.
    fake.get('workers/getWorkerTimes', { ...buildPage([], { pageSize: 50 }), totalMinutes: 0 });
    fake.get('workers/getWorkersEvents', buildPage([]));
    fake.get('workers/getAgenciesAndTeamsAndCompanies', buildWorkerReferences());
  });
}
