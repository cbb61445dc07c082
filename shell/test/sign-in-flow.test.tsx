import MockAdapter from 'axios-mock-adapter';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  getRoles,
  getToken,
  http,
  queryClient,
  safeNextPath,
  setCurrentUser,
  setToken,
} from '@courier/shared';
import { SignInApp } from '../src/features/sign-in/components/SignInApp';
import { LogoutPage } from '../src/features/session/components/LogoutPage';
import { LeaveForSignIn } from '../src/features/session/components/LeaveForSignIn';
import { fullPageLoad } from '../src/features/session/utils/fullPageLoad';

const mock = new MockAdapter(http);
const user = { id: 1, login: 'admin', name: 'Admin', email: null, roles: ['CLIENTS'], profile: null, language: 'en' as const };
const where = () => `${window.location.pathname}${window.location.search}`;

/** The light sign-in app as bootstrap.tsx mounts it, at a given address. */
function renderSignIn(path: string) {
  window.history.replaceState(null, '', path);
  const onLeave = jest.fn();
  const preloadPortal = jest.fn();
  render(<SignInApp onLeave={onLeave} preloadPortal={preloadPortal} />);
  return { onLeave, preloadPortal };
}

async function typePassword(login = 'admin') {
  await userEvent.type(screen.getByLabelText('Login'), login);
  await userEvent.type(screen.getByLabelText('Password'), 'pw');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  mock.reset();
  act(() => {
    setToken(null);
    setCurrentUser(null);
  });
  jest.spyOn(console, 'debug').mockImplementation(() => {});
});

describe('the sign-in app (before the portal loads)', () => {
  it('goes from password to the code step, then hands the wanted page to the portal', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'p', status: 'pending', next: 'double_auth', expiresAt: 'x' } });
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user, token: 'f' } });
    const { onLeave, preloadPortal } = renderSignIn('/login?next=/clients');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await typePassword();
    expect(await screen.findByRole('heading', { name: 'Second step' })).toBeInTheDocument();
    expect(where()).toBe('/login/code?next=/clients');
    // The portal's code is fetched while the user types the code.
    expect(preloadPortal).toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/clients'));
    expect(getRoles()).toEqual(['CLIENTS']);
    // The full session has its own token: the pending one is not kept.
    expect(getToken()).toBe('f');
  });

  it('has a one-time password replaced before the code step, keeping the wanted page', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'p', status: 'pending', next: 'change_password', expiresAt: 'x' } });
    mock.onPost('auth/changePassword').reply(200, { data: { next: 'double_auth' } });
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user, token: 'f' } });
    const { onLeave } = renderSignIn('/login?next=/clients');
    await typePassword('firstday');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(where()).toBe('/login/password?next=/clients');

    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('At least 12 characters (5 typed)')).toBeInTheDocument();
    expect(mock.history.post.map((r) => r.url)).toEqual(['auth/login']);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('New password'), 'plum orbit lantern');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'plum orbit lantern');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('heading', { name: 'Second step' })).toBeInTheDocument();
    expect(where()).toBe('/login/code?next=/clients');
    expect(mock.history.post[1].headers?.Authorization).toBe('Bearer p');

    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/clients'));
    expect(getToken()).toBe('f');
  });

  it('goes on to the enrolment after a new password when the account has no authenticator yet', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'p', status: 'pending', next: 'change_password', expiresAt: 'x' } });
    mock.onPost('auth/changePassword').reply(200, { data: { next: 'codeqr' } });
    mock.onGet('auth/qrcode').reply(200, {
      data: { qrCode: 'data:image/png;base64,AAAA', secret: 'MNXXK4TJ', otpauthUrl: 'otpauth://totp/x' },
    });
    renderSignIn('/login?next=/planning');
    await typePassword('newhire');
    await userEvent.type(await screen.findByLabelText('New password'), 'plum orbit lantern');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'plum orbit lantern');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeInTheDocument();
    expect(where()).toBe('/codeqr?next=/planning');
  });

  it('sends the new-password step back to the password without a session', async () => {
    renderSignIn('/login/password?next=/planning');
    await waitFor(() => expect(where()).toBe('/login?next=/planning'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('tells of the codes that failed since the last sign-in, once, before the wanted page', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'p', status: 'pending', next: 'double_auth', expiresAt: 'x' } });
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user, token: 'f', failedCodes: 3 } });
    const { onLeave } = renderSignIn('/login?next=/clients');
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('3 failed codes since your last sign-in');
    expect(screen.getByRole('heading', { name: 'Failed codes on your account' })).toBeInTheDocument();
    // Signed in already; the portal waits for the user to have read it.
    expect(getToken()).toBe('f');
    expect(onLeave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onLeave).toHaveBeenCalledWith('/clients');
  });

  it('tells a trusted device of the failed codes too', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'f', status: 'full', next: 'home', expiresAt: 'x', failedCodes: 1 } });
    const { onLeave } = renderSignIn('/login?next=/planning');
    await typePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('1 failed code since your last sign-in');
    expect(onLeave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onLeave).toHaveBeenCalledWith('/planning');
  });

  it('goes on without a notice when no code failed', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'p', status: 'pending', next: 'double_auth', expiresAt: 'x' } });
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user, token: 'f', failedCodes: 0 } });
    const { onLeave } = renderSignIn('/login?next=/clients');
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/clients'));
    expect(screen.queryByText(/failed code/)).not.toBeInTheDocument();
  });

  it('goes straight to the wanted page from a trusted network', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'f', status: 'full', next: 'home', expiresAt: 'x' } });
    const { onLeave } = renderSignIn('/login?next=/clients/12');
    await typePassword();
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/clients/12'));
    expect(getToken()).toBe('f');
  });

  it('shows that the portal opens once signed in, with no form left to submit again', async () => {
    mock.onPost('auth/login').reply(200, { data: { token: 'p', status: 'pending', next: 'double_auth', expiresAt: 'x' } });
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user, token: 'f' } });
    const { onLeave } = renderSignIn('/login');
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/'));
    expect(screen.getByRole('status')).toHaveTextContent('Signed in. Opening the back office…');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('sends a newcomer to /codeqr with the QR code and the key', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'p', status: 'pending', next: 'codeqr', expiresAt: 'x' } });
    mock.onGet('auth/qrcode').reply(200, {
      data: { qrCode: 'data:image/png;base64,AAAA', secret: 'MNXXK4TJ', otpauthUrl: 'otpauth://totp/x' },
    });
    renderSignIn('/login');
    await typePassword('newcomer');
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeInTheDocument();
    expect(where()).toBe('/codeqr');
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByTestId('totp-secret').tagName).toBe('CODE');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('MNXXK4TJ');
  });

  it('asks for sign-in first on any other page, keeping it as ?next=', () => {
    renderSignIn('/workers?active=0');
    expect(where()).toBe('/login?next=/workers%3Factive%3D0');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends the code step back to the password without a session', async () => {
    renderSignIn('/login/code?next=/planning');
    await waitFor(() => expect(where()).toBe('/login?next=/planning'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('follows the browser back from the code step to the password step', async () => {
    mock
      .onPost('auth/login')
      .reply(200, { data: { token: 'p', status: 'pending', next: 'double_auth', expiresAt: 'x' } });
    renderSignIn('/login');
    await typePassword();
    expect(await screen.findByRole('heading', { name: 'Second step' })).toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, '', '/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('only follows next to a page of this portal', () => {
    expect(safeNextPath('/clients')).toBe('/clients');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('/logout')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});

describe('session pages inside the portal', () => {
  let loads: jest.SpyInstance;
  beforeEach(() => {
    loads = jest.spyOn(fullPageLoad, 'to').mockImplementation(() => {});
  });

  function Where() {
    const location = useLocation();
    return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
  }
  const renderPortalAt = (path: string) =>
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/login" element={<LeaveForSignIn />} />
              <Route path="/logout" element={<LogoutPage />} />
              <Route path="*" element={<p>wanted page</p>} />
            </Routes>
            <Where />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );

  it('logout revokes the session, clears token, user and cookie, and loads the sign-in page', async () => {
    act(() => {
      setToken('t');
      setCurrentUser(user);
    });
    mock.onPost('auth/logout').reply(200, { data: { loggedOut: true } });
    renderPortalAt('/logout');
    await waitFor(() => expect(loads).toHaveBeenCalledWith('/login'));
    expect(mock.history.post[0].url).toBe('auth/logout');
    expect(mock.history.post[0].headers?.Authorization).toBe('Bearer t');
    expect(getToken()).toBeNull();
    expect(getRoles()).toEqual([]);
  });

  it('a sign-in page reached while signed in goes on to the wanted page', async () => {
    act(() => setToken('t'));
    renderPortalAt('/login?next=/finance');
    expect(await screen.findByText('wanted page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/finance');
    expect(loads).not.toHaveBeenCalled();
  });

  it('a sign-in page reached without a session loads the sign-in app', async () => {
    renderPortalAt('/login?next=/finance');
    await waitFor(() => expect(loads).toHaveBeenCalledWith('/login?next=/finance'));
  });
});
