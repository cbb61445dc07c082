/**
 * @courier/shared/testing: the test kit of every area (jest only; never imported by `src/`
 * code, so it never reaches a production bundle; shared/test/testing.test.tsx checks it).
 *
 * - `fakeApi()`: answers of the API at the one axios client (`get`/`post` by path, `ok`, `fail`,
 *   upload progress), removed after each test;
 * - `renderArea(ui, {path})`: an area's routes or page inside AreaRoot, with a `user`;
 * - `buildWorker(overrides)`, `buildVehicleRow(...)`...: typed answers of the contract;
 * - `untranslatedTexts(root, {data})`: the pseudo-locale's check that every word comes from a catalog;
 * - `expectSearchStartedFromTheBox(user, api, {...})`: a list's search starts its call from the box, once.
 */
export * from './fakeApi';
export * from './renderArea';
export * from './fixtures';
export * from './pseudoLocale';
export * from './listSearch';
