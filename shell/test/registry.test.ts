import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { queryClient, setRoles, setToken } from '@courier/shared';
import { getAppNames } from 'single-spa';
import { AREAS, loadRemotesFile } from '../src/features/areas/areas';
import {
  areaContainer,
  prefetchAllowedAreas,
  registerAreas,
  retryArea,
  startLoadingPageArea,
} from '../src/features/areas/registry';

const registerRemotesMock = registerRemotes as jest.Mock;

describe('run-time composition', () => {
  it('reads remotes.json and falls back to the local ports for missing areas', async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ mfe_chat: 'https://chat.example/mf-manifest.json' }),
    })) as never;
    const remotes = await loadRemotesFile('/remotes.json');
    expect(remotes.mfe_chat).toBe('https://chat.example/mf-manifest.json');
    expect(remotes.mfe_workers).toBe('http://localhost:3001/mf-manifest.json');
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('uses the defaults when remotes.json cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as never;
    const remotes = await loadRemotesFile();
    expect(Object.keys(remotes)).toEqual(AREAS.map((a) => a.name));
  });

  it('registers each remote with the federation runtime and one single-spa application per area', () => {
    const remotes = Object.fromEntries(
      AREAS.map((a) => [a.name, `http://cdn.example/${a.name}/mf-manifest.json`]),
    );
    registerAreas(remotes);
    const first = registerRemotesMock.mock.calls.map((c) => c[0][0]);
    expect(first.map((r) => r.name)).toEqual(AREAS.map((a) => a.name));
    expect(first[0]).toEqual({
      name: 'mfe_workers',
      entry: 'http://cdn.example/mfe_workers/mf-manifest.json',
    });
    expect(registerRemotesMock.mock.calls[0][1]).toEqual({ force: false });
    expect(getAppNames()).toEqual(AREAS.map((a) => a.name));
  });

  it('on retry re-registers the remote with force under a cache-busting address', async () => {
    registerRemotesMock.mockClear();
    areaContainer('mfe_chat').textContent = 'stale panel';
    await retryArea('mfe_chat');
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    const [[list, options]] = registerRemotesMock.mock.calls;
    expect(options).toEqual({ force: true });
    expect(list[0].name).toBe('mfe_chat');
    expect(list[0].entry).toMatch(/^http:\/\/cdn\.example\/mfe_chat\/mf-manifest\.json\?retry=\d+$/);
    expect(areaContainer('mfe_chat').textContent).toBe('');
    expect(getAppNames()).toContain('mfe_chat');
  });

  it('prefetches the areas the roles open, one at a time, once the page shown is settled', async () => {
    jest.useFakeTimers();
    const loadRemoteMock = loadRemote as jest.Mock;
    loadRemoteMock.mockClear();
    loadRemoteMock.mockResolvedValue({});
    setToken('t');
    setRoles(['CHAT', 'finance']);
    // The page is still waiting for a call: nothing competes with it.
    let answer: (value: unknown) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ['page-data'],
      queryFn: () => new Promise((resolve) => (answer = resolve)),
    });
    prefetchAllowedAreas();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(loadRemoteMock).not.toHaveBeenCalled();
    // Its data is there: after two calm looks and an idle moment, one area, then the next.
    answer({});
    await jest.advanceTimersByTimeAsync(2_200);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2_200);
    expect(loadRemoteMock.mock.calls.map((c) => c[0]).sort()).toEqual([
      'mfe_chat/lifecycles',
      'mfe_finance/lifecycles',
    ]);
    jest.useRealTimers();
  });
});

describe('the opened page’s area', () => {
  const loadRemoteMock = loadRemote as jest.Mock;
  beforeEach(() => {
    loadRemoteMock.mockClear();
    loadRemoteMock.mockResolvedValue({ mount: jest.fn() });
  });

  it('starts loading with the portal when the roles already known allow the page', () => {
    setToken('t');
    setRoles(['SHIFTS']);
    startLoadingPageArea('/planning');
    startLoadingPageArea('/planning');
    expect(loadRemoteMock.mock.calls).toEqual([['mfe_planning/lifecycles']]);
  });

  it('is not loaded without roles known, without a session, on an unknown page, or when the roles forbid it', () => {
    setToken('t');
    setRoles([]);
    startLoadingPageArea('/workers');
    setRoles(['CHAT']);
    startLoadingPageArea('/workers');
    startLoadingPageArea('/nowhere');
    setToken(null);
    startLoadingPageArea('/clients');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
