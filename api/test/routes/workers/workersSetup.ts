import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { freeWorkers } from './fixtures';

export let t: TestApp;
export let workers: SignedIn;
export let vehicles: SignedIn;
export let clients: SignedIn;

/** An active worker driving no vehicle. */
export const anyActiveWorker = () => freeWorkers(t.db).executeTakeFirstOrThrow();

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    workers = await t.injectAs('workers');
    vehicles = await t.injectAs('vehicles');
    clients = await t.injectAs('clients');
  });
  afterAll(() => t.close());
}
