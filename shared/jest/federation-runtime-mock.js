/* global jest */
// Jest stand-in for @module-federation/enhanced/runtime: remotes are tested in Playwright only.
const remotes = [];
module.exports = {
  __remotes: remotes,
  init: jest.fn(),
  registerRemotes: jest.fn((list) => {
    for (const remote of list) remotes.push(remote);
  }),
  loadRemote: jest.fn(async (id) => {
    throw new Error(`loadRemote(${id}) is not available in jest`);
  }),
  getInstance: jest.fn(() => null),
};
