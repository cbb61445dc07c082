import MockAdapter from 'axios-mock-adapter';
import { act, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import {
  clearUser,
  fetchCurrentUser,
  getCurrentUserState,
  getRoles,
  http,
  readRolesCookie,
  setCurrentUser,
  useCurrentUser,
  useRoles,
  type CurrentUser,
} from '../src';

const mock = new MockAdapter(http);
const admin: CurrentUser = {
  id: 1,
  login: 'admin',
  name: 'Admin',
  email: null,
  roles: ['workers', 'Retrib'],
  profile: null,
  language: 'en' as const,
};

beforeEach(() => {
  mock.reset();
  act(() => setCurrentUser(null));
  jest.spyOn(console, 'debug').mockImplementation(() => {});
});

describe('current user (docs/product.md#current-user)', () => {
  it('starts with no user and loaded false', () => {
    expect(getCurrentUserState()).toEqual({ loaded: false, user: null });
  });

  it('sets loaded true while fetching, false after, and the user from the data', async () => {
    let resolveReply: (v: [number, unknown]) => void = () => {};
    mock.onGet('users/getMe').reply(() => new Promise((resolve) => (resolveReply = resolve)));
    const done = fetchCurrentUser();
    expect(getCurrentUserState().loaded).toBe(true);
    expect(getCurrentUserState().user).toBeNull();
    await waitFor(() => expect(mock.history.get).toHaveLength(1));
    resolveReply([200, { data: admin }]);
    await done;
    expect(getCurrentUserState()).toEqual({ loaded: false, user: admin });
  });

  it('sets the user to null on an empty answer', async () => {
    act(() => setCurrentUser(admin));
    mock.onGet('users/getMe').reply(200, { data: null });
    await fetchCurrentUser();
    expect(getCurrentUserState()).toEqual({ loaded: false, user: null });
  });

  it('on error logs to the console, keeps the user, shows no message', async () => {
    act(() => setCurrentUser(admin));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mock.onGet('users/getMe').reply(500);
    await fetchCurrentUser();
    expect(error).toHaveBeenCalledTimes(1);
    expect(getCurrentUserState()).toEqual({ loaded: false, user: admin });
    expect(document.body.textContent).toBe('');
    error.mockRestore();
  });

  it('can be cleared locally', () => {
    act(() => setCurrentUser(admin));
    act(() => clearUser());
    expect(getCurrentUserState().user).toBeNull();
  });

  it('is read by components through useCurrentUser', async () => {
    function Who() {
      const { user, loaded } = useCurrentUser();
      return <p>{loaded ? 'loading' : (user?.name ?? 'nobody')}</p>;
    }
    render(<Who />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
    mock.onGet('users/getMe').reply(200, { data: admin });
    await act(() => fetchCurrentUser());
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });
});

describe('userRoles cookie', () => {
  it('is written uppercase, joined by commas, and read back by useRoles', () => {
    function Roles() {
      return <p>{useRoles().join('|') || 'none'}</p>;
    }
    render(<Roles />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => setCurrentUser(admin));
    expect(Cookies.get('userRoles')).toBe('WORKERS,RETRIB');
    expect(readRolesCookie()).toEqual(['WORKERS', 'RETRIB']);
    expect(getRoles()).toEqual(['WORKERS', 'RETRIB']);
    expect(screen.getByText('WORKERS|RETRIB')).toBeInTheDocument();
  });

  it('reads lower-case and spaced cookie values as uppercase roles', () => {
    Cookies.set('userRoles', 'workers, chat');
    expect(readRolesCookie()).toEqual(['WORKERS', 'CHAT']);
  });

  it('is removed when the user goes', () => {
    act(() => setCurrentUser(admin));
    act(() => setCurrentUser(null));
    expect(Cookies.get('userRoles')).toBeUndefined();
    expect(getRoles()).toEqual([]);
  });
});
