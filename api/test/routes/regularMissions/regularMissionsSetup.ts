import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

export let t: TestApp;
export let regular: SignedIn;
export let shifts: SignedIn;

/** Registers the hooks shared by the regularMissions.test.ts family: call once at the top of each file. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    regular = await t.injectAs('regular');
    shifts = await t.injectAs('shifts');
  });
  afterAll(() => t.close());
}
