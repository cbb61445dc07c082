import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

export let t: TestApp;
export let retrib: SignedIn;
export let workers: SignedIn;
export let clients: SignedIn;

/** Registers the hooks shared by the retrib.test.ts family: call once at the top of each file. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    retrib = await t.injectAs('retrib');
    workers = await t.injectAs('workers');
    clients = await t.injectAs('clients');
  });
  afterAll(() => t.close());
}
