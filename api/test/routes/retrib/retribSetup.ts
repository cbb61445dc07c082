import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

export let t: TestApp;
export let retrib: SignedIn;
export let workers: SignedIn;
export let clients: SignedIn;

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    retrib = await t.injectAs('retrib');
    workers = await t.injectAs('workers');
    clients = await t.injectAs('clients');
  });
  afterAll(() => t.close());
}
