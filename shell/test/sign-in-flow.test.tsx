import MockAdapter from 'axios-mock-adapter';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getRoles, getToken, http, queryClient, setCurrentUser, setToken } from '@courier/shared';
import { SignInPage } from '../src/features/auth/components/SignInPage';
import { CodePage } from '../src/features/auth/components/CodePage';
import { LogoutPage } from '../src/features/auth/components/LogoutPage';
import { safeNextPath } from '../src/features/auth/hooks/useNextPath';

const mock = new MockAdapter(http);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<SignInPage />} />
            <Route path="/login/code" element={<CodePage />} />
            <Route path="/logout" element={<LogoutPage />} />
            <Route path="*" element={<p>wanted page</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const user = { id: 1, login: 'admin', name: 'Admin', email: null, roles: ['CLIENTS'], profile: null };

beforeEach(() => {
  mock.reset();
  act(() => {
    setToken(null);
    setCurrentUser(null);
  });
  jest.spyOn(console, 'debug').mockImplementation(() => {});
});

describe('sign-in flow', () => {
  it('goes from password to the code step, then to the wanted page', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'p', status: 'pending', next: 'double_auth', expiresAt: 'x' } });
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user } });
    renderAt('/login?next=/clients');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Login'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Second step' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login/code?next=/clients');
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('wanted page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/clients');
    expect(getRoles()).toEqual(['CLIENTS']);
  });

  it('goes straight to the wanted page from a trusted network', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'f', status: 'full', next: 'home', expiresAt: 'x' } });
    mock.onGet('users/getMe').reply(200, { data: user });
    renderAt('/login?next=/clients/12');
    await userEvent.type(screen.getByLabelText('Login'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('wanted page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/clients/12');
    expect(getToken()).toBe('f');
  });

  it('sends a newcomer to /codeqr', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'p', status: 'pending', next: 'codeqr', expiresAt: 'x' } });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Login'), 'newcomer');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/codeqr'));
  });

  it('logout revokes the session and clears token, user and cookie', async () => {
    act(() => {
      setToken('t');
      setCurrentUser(user);
    });
    mock.onPost('auth/logout').reply(200, { data: { loggedOut: true } });
    renderAt('/logout');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/));
    expect(mock.history.post[0].url).toBe('auth/logout');
    expect(mock.history.post[0].headers?.Authorization).toBe('Bearer t');
    expect(getToken()).toBeNull();
    expect(getRoles()).toEqual([]);
  });

  it('only follows next to a page of this portal', () => {
    expect(safeNextPath('/clients')).toBe('/clients');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('/logout')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});
