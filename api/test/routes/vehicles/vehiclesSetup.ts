import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { freeVehicles } from '../workers/fixtures';

export let t: TestApp;
export let vehicles: SignedIn;
export let workers: SignedIn;
export let clients: SignedIn;

export const freeVehicle = () => freeVehicles(t.db).executeTakeFirstOrThrow();

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    vehicles = await t.injectAs('vehicles');
    workers = await t.injectAs('workers');
    clients = await t.injectAs('clients');
  });
  afterAll(() => t.close());
}
