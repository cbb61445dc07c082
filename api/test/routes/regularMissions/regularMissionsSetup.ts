import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

export let t: TestApp;
export let regular: SignedIn;
export let shifts: SignedIn;

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    regular = await t.injectAs('regular');
    shifts = await t.injectAs('shifts');
  });
  afterAll(() => t.close());
}
