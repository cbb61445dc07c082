import MockAdapter from 'axios-mock-adapter';
import {
  ApiError,
  REQUEST_TIMEOUT_MS,
  api,
  apiBaseUrl,
  callApi,
  configurePortal,
  createLatestCall,
  getToken,
  http,
  isCancelled,
  setToken,
  validateStatus,
} from '../src';
import { setSessionNavigator } from '../src/session/session';

const mock = new MockAdapter(http);

beforeEach(() => {
  mock.reset();
  setToken(null);
  configurePortal({ apiHost: 'http://localhost:4000', apiBasePath: '' });
});

describe('base address', () => {
  it('is the configured host + /api without a base path', () => {
    expect(apiBaseUrl({ apiHost: 'http://localhost:4000', apiBasePath: '' })).toBe(
      'http://localhost:4000/api',
    );
    expect(http.defaults.baseURL).toBe('http://localhost:4000/api');
  });

  it('puts the optional base path between host and /api', () => {
    expect(apiBaseUrl({ apiHost: 'https://provider.example/', apiBasePath: '/backoffice/' })).toBe(
      'https://provider.example/backoffice/api',
    );
    configurePortal({ apiHost: 'https://provider.example', apiBasePath: 'bo' });
    expect(http.defaults.baseURL).toBe('https://provider.example/bo/api');
  });

  it('sends requests to host + base path + /api + path', async () => {
    configurePortal({ apiBasePath: '/bo' });
    mock.onGet('http://localhost:4000/bo/api/users/getMe').reply(200, { data: null });
    await callApi(api.users.getMe);
    expect(mock.history.get[0].baseURL).toBe('http://localhost:4000/bo/api');
    expect(mock.history.get[0].url).toBe('users/getMe');
  });
});

describe('instance settings', () => {
  it('times out after 30 seconds', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(http.defaults.timeout).toBe(30_000);
  });

  it('accepts statuses 200 to 499 in the validator', () => {
    expect(http.defaults.validateStatus).toBe(validateStatus);
    expect([199, 200, 204, 302, 400, 404, 499].map(validateStatus)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(validateStatus(500)).toBe(false);
  });

  it('sends credentials: the trusted-device cookie goes to the API, another origin of the same site', async () => {
    expect(http.defaults.withCredentials).toBe(true);
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 't', status: 'full', next: 'home', expiresAt: 'x' } });
    await callApi(api.auth.login, { body: { login: 'admin', password: 'pw', userIp: '' } });
    expect(mock.history.post[0].withCredentials).toBe(true);
  });

  it('sends JSON', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 't', status: 'full', next: 'home', expiresAt: 'x' } });
    await callApi(api.auth.login, { body: { login: 'admin', password: 'pw', userIp: '' } });
    const request = mock.history.post[0];
    expect(request.headers?.['Content-Type']).toBe('application/json');
    expect(JSON.parse(request.data)).toEqual({ login: 'admin', password: 'pw', userIp: '' });
  });
});

describe('bearer token', () => {
  it('is absent when no token is set', async () => {
    mock.onGet('users/getMe').reply(200, { data: null });
    await callApi(api.users.getMe);
    expect(mock.history.get[0].headers?.Authorization).toBeUndefined();
  });

  it('is attached when a token is set', async () => {
    setToken('abc123');
    mock.onGet('users/getMe').reply(200, { data: null });
    await callApi(api.users.getMe);
    expect(mock.history.get[0].headers?.Authorization).toBe('Bearer abc123');
  });

  it('is kept in sessionStorage so it survives a reload', () => {
    setToken('kept');
    expect(sessionStorage.getItem('courier.session.token')).toBe('kept');
    setToken(null);
    expect(sessionStorage.getItem('courier.session.token')).toBeNull();
  });
});

describe('answers', () => {
  it('returns the data field of the answer', async () => {
    mock.onGet('users/getUserId').reply(200, { data: { id: 7, login: 'x', name: 'X' } });
    await expect(callApi(api.users.getUserId, { query: { userId: 7 } })).resolves.toEqual({
      id: 7,
      login: 'x',
      name: 'X',
    });
    expect(mock.history.get[0].params).toEqual({ userId: 7 });
  });

  it('fills bracketed path segments', async () => {
    mock.onGet('workers/PAR-0042').reply(200, { data: { ok: true } });
    await expect(callApi(api.workers.getWorker, { params: { id: 'PAR-0042' } })).resolves.toEqual({
      ok: true,
    });
  });

  it('throws an ApiError on 4xx after a console.debug line', async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => {});
    mock.onPost('auth/login').reply(400, {
      error: { code: 'BAD_REQUEST', message: 'Check the fields', fields: { login: 'Required' } },
    });
    const error = await callApi(api.auth.login, { body: { login: '', password: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Check the fields',
      fields: { login: 'Required' },
    });
    expect(debug).toHaveBeenCalledTimes(1);
    expect(debug.mock.calls[0][0]).toContain('POST /api/auth/login -> 400');
    debug.mockRestore();
  });

  it('throws on an error answer without a body too', async () => {
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    mock.onGet('users/getMe').reply(404);
    await expect(callApi(api.users.getMe)).rejects.toMatchObject({ status: 404, code: 'HTTP_404' });
  });

  it("keeps the server's own message on a 5xx (outside validateStatus)", async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => {});
    mock.onGet('users/getMe').reply(503, { error: { code: 'UNAVAILABLE', message: 'Down for maintenance' } });
    await expect(callApi(api.users.getMe)).rejects.toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'Down for maintenance',
    });
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('-> 503 UNAVAILABLE'));
  });

  it('turns a network failure into an ApiError saying the server could not be reached', async () => {
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    mock.onGet('users/getMe').networkError();
    await expect(callApi(api.users.getMe)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('turns a time-out into an ApiError', async () => {
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    mock.onGet('users/getMe').timeout();
    await expect(callApi(api.users.getMe)).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
  });
});

describe('401', () => {
  it('ends the session and goes to sign-in keeping the wanted page', async () => {
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    const navigate = jest.fn();
    setSessionNavigator(navigate);
    window.history.pushState(null, '', '/clients');
    setToken('expired');
    mock.onGet('users/getMe').reply(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in again' } });
    await expect(callApi(api.users.getMe)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?next=/clients');
    window.history.pushState(null, '', '/');
  });

  it('does not leave the sign-in form on wrong credentials', async () => {
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    const navigate = jest.fn();
    setSessionNavigator(navigate);
    mock
      .onPost('auth/login')
      .reply(401, { error: { code: 'UNAUTHORIZED', message: 'Wrong login or password' } });
    await expect(callApi(api.auth.login, { body: { login: 'a', password: 'b' } })).rejects.toMatchObject({
      message: 'Wrong login or password',
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('cancellation', () => {
  it('aborts a request through its signal', async () => {
    mock
      .onGet('clients/getClients')
      .reply(() => new Promise((resolve) => setTimeout(() => resolve([200, { data: [] }]), 50)));
    const controller = new AbortController();
    const pending = callApi(api.clients.getClients, {
      query: { searchValue: 'a' },
      signal: controller.signal,
    });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
  });

  it('cancels the previous search when a new one starts', async () => {
    mock.onGet('clients/getClients').reply((config) => [200, { data: [config.params.searchValue] }]);
    const latest = createLatestCall();
    const seen: AbortSignal[] = [];
    const first = latest((signal) => {
      seen.push(signal);
      return callApi(api.clients.getClients, { query: { searchValue: 'du' }, signal });
    });
    const second = latest((signal) => {
      seen.push(signal);
      return callApi(api.clients.getClients, { query: { searchValue: 'dup' }, signal });
    });
    expect(seen[0].aborted).toBe(true);
    expect(seen[1].aborted).toBe(false);
    expect(isCancelled(await first.catch((e: unknown) => e))).toBe(true);
    await expect(second).resolves.toEqual(['dup']);
  });
});
