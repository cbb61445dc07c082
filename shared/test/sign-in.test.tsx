import MockAdapter from 'axios-mock-adapter';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ChangePasswordForm,
  CodeForm,
  EnrolmentPanel,
  NEW_PASSWORD_POLICY,
  PASSWORD_MIN_LENGTH,
  SignInForm,
  checkNewPassword,
  getCurrentUserState,
  getToken,
  http,
  queryClient,
  rememberSignInLogin,
  setToken,
  signInLogin,
} from '../src';

const mock = new MockAdapter(http);
const wrap = (ui: ReactNode) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => {
  mock.reset();
  setToken(null);
  rememberSignInLogin(null);
  jest.spyOn(console, 'debug').mockImplementation(() => {});
});

describe('SignInForm', () => {
  it('has the fields "Login" and "Password" and the button "Sign in"', () => {
    wrap(<SignInForm onSignedIn={jest.fn()} />);
    expect(screen.getByLabelText('Login').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Login')).not.toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    // Only the field answers to "password" (Playwright's getByLabel matches substrings).
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('requires both fields before calling', async () => {
    const onSignedIn = jest.fn();
    wrap(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your login')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends {login, password, userIp}, keeps the token and says what comes next', async () => {
    mock.onPost('auth/login').reply(200, {
      data: {
        token: 'pending-token',
        status: 'pending',
        next: 'double_auth',
        expiresAt: '2026-01-01T00:00:00Z',
      },
    });
    const onSignedIn = jest.fn();
    wrap(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText(/^Login/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Password/), 'courier-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('double_auth', 0));
    expect(JSON.parse(mock.history.post[0].data)).toEqual({
      login: 'admin',
      password: 'courier-demo-2026',
      userIp: '',
    });
    expect(getToken()).toBe('pending-token');
    expect(signInLogin()).toBeNull();
  });

  it('shows the server message on wrong credentials', async () => {
    mock
      .onPost('auth/login')
      .reply(401, { error: { code: 'UNAUTHORIZED', message: 'Wrong login or password' } });
    wrap(<SignInForm onSignedIn={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Login/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Password/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password');
    expect(getToken()).toBeNull();
  });
});

describe('SignInForm, server answers', () => {
  it("puts a 400's field errors on the fields", async () => {
    mock.onPost('auth/login').reply(400, {
      error: { code: 'VALIDATION', message: 'Invalid input', fields: { login: 'At most 64 characters' } },
    });
    wrap(<SignInForm onSignedIn={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Login'), 'x'.repeat(70));
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('At most 64 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Login')).toHaveAccessibleDescription('At most 64 characters');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server cannot be reached, and lets the user try again', async () => {
    mock.onPost('auth/login').networkErrorOnce();
    const onSignedIn = jest.fn();
    wrap(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Login'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    mock.onPost('auth/login').reply(200, {
      data: { token: 'f', status: 'full', next: 'home', expiresAt: 'x' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('home', 0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows and hides the typed password on demand', async () => {
    wrap(<SignInForm onSignedIn={jest.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Show or hide the typed characters' });
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});

describe('EnrolmentPanel', () => {
  it('shows the QR code and the key, with a retry when the code could not be loaded', async () => {
    mock.onGet('auth/qrcode').replyOnce(500, { error: { code: 'INTERNAL', message: 'Try again later' } });
    wrap(<EnrolmentPanel onConfirmed={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the QR code');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    mock.onGet('auth/qrcode').reply(200, {
      data: { qrCode: 'data:image/png;base64,QQ==', secret: 'ABCDEF', otpauthUrl: 'otpauth://x' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,QQ==',
    );
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('ABCDEF');
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });
});

describe('CodeForm', () => {
  const user = { id: 1, login: 'admin', name: 'Admin', email: null, roles: ['WORKERS'], profile: null, language: 'en' as const };

  it('has "Code", "Remember this network" and "Confirm"', () => {
    wrap(<CodeForm onConfirmed={jest.fn()} />);
    expect(screen.getByLabelText('Code')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Remember this network')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('checks the code has 6 digits', async () => {
    wrap(<CodeForm onConfirmed={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Code/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
  });

  it('sends the code, keeps the new token, sets the user, and trusts the network when asked', async () => {
    setToken('pending-token');
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user, token: 'full-token' } });
    mock
      .onPost('auth/valid_ip')
      .reply(200, { data: { id: 3, ip: '127.0.0.1', trustedUntil: '2026-02-01T00:00:00Z' } });
    const onConfirmed = jest.fn();
    wrap(<CodeForm onConfirmed={onConfirmed} />);
    await userEvent.type(screen.getByLabelText(/^Code/), '123456');
    await userEvent.click(screen.getByLabelText('Remember this network'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ code: '123456' });
    expect(mock.history.post[0].headers?.Authorization).toBe('Bearer pending-token');
    // The pending token stops working once the session is full: valid_ip goes with the new one.
    expect(mock.history.post[1].url).toBe('auth/valid_ip');
    expect(mock.history.post[1].headers?.Authorization).toBe('Bearer full-token');
    expect(getToken()).toBe('full-token');
    expect(sessionStorage.getItem('courier.session.token')).toBe('full-token');
    expect(getCurrentUserState().user).toEqual(user);
  });

  it('keeps the pending token when the code is refused', async () => {
    setToken('pending-token');
    mock.onPost('auth/double_auth').reply(400, {
      error: { code: 'VALIDATION', message: 'Invalid input', fields: { code: 'Wrong code' } },
    });
    const onConfirmed = jest.fn();
    wrap(<CodeForm onConfirmed={onConfirmed} />);
    await userEvent.type(screen.getByLabelText(/^Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();
    expect(getToken()).toBe('pending-token');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('does not call valid_ip without the choice', async () => {
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user, token: 'full-token' } });
    const onConfirmed = jest.fn();
    wrap(<CodeForm onConfirmed={onConfirmed} />);
    await userEvent.type(screen.getByLabelText(/^Code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(mock.history.post).toHaveLength(1);
  });
});

describe('SignInForm with a one-time password', () => {
  it('keeps the login for the new-password step (and only then)', async () => {
    mock.onPost('auth/login').replyOnce(200, {
      data: { token: 'pending-token', status: 'pending', next: 'change_password', expiresAt: 'x' },
    });
    const onSignedIn = jest.fn();
    wrap(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Login'), ' firstday ');
    await userEvent.type(screen.getByLabelText('Password'), 'courier-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('change_password', 0));
    expect(signInLogin()).toBe('firstday');
    expect(getToken()).toBe('pending-token');
  });
});

describe('the new password policy', () => {
  it('is the contract policy', () => {
    expect(NEW_PASSWORD_POLICY.minLength).toBe(PASSWORD_MIN_LENGTH);
  });

  it('asks for 12 characters, not the login, not the demo password, typed twice', () => {
    expect(checkNewPassword('', '', 'ann')).toEqual({ newPassword: 'Choose a new password' });
    expect(checkNewPassword('short', 'short', 'ann').newPassword).toBe('At least 12 characters (5 typed)');
    expect(checkNewPassword('firstday.lee', 'firstday.lee', 'FirstDay.Lee').newPassword).toBe(
      'The password must not be your login',
    );
    expect(checkNewPassword('courier-demo-2026', 'courier-demo-2026', 'ann').newPassword).toMatch(
      /demo password/,
    );
    expect(checkNewPassword(' Courier-Demo-2026', ' Courier-Demo-2026', 'ann').newPassword).toMatch(
      /demo password/,
    );
    expect(checkNewPassword('plum orbit lantern', 'plum orbit lantem', 'ann')).toEqual({
      confirmation: 'The two entries differ',
    });
    expect(checkNewPassword('plum orbit lantern', '', 'ann')).toEqual({
      confirmation: 'Type the new password again',
    });
    expect(checkNewPassword('plum orbit lantern', 'plum orbit lantern', null)).toEqual({});
  });
});

describe('ChangePasswordForm', () => {
  const fill = async (password: string, confirmation = password) => {
    await userEvent.type(screen.getByLabelText('New password'), password);
    if (confirmation) await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
  };

  it('has two secret fields, the policy explained under the first, and a named show/hide button each', () => {
    wrap(<ChangePasswordForm onChanged={jest.fn()} login="firstday" />);
    expect(screen.getByRole('form', { name: 'Password change' })).toBeInTheDocument();
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(field).toHaveAccessibleDescription(
      /At least 12 characters, not your login and not the demo password/,
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show or hide the typed characters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show or hide the confirmation' })).toBeInTheDocument();
  });

  it('checks the policy before calling the server', async () => {
    wrap(<ChangePasswordForm onChanged={jest.fn()} login="firstday" />);
    await fill('short');
    expect(await screen.findByText('At least 12 characters (5 typed)')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await fill('courier-demo-2026');
    expect(await screen.findByText('This is the demo password: choose another one')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await fill('plum orbit lantern', 'plum orbit lantern!');
    expect(await screen.findByText('The two entries differ')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two entries differ');
    expect(mock.history.post).toHaveLength(0);
  });

  it('refuses the login typed at sign-in as the new password', async () => {
    rememberSignInLogin('longloginname');
    wrap(<ChangePasswordForm onChanged={jest.fn()} />);
    await fill('LongLoginName');
    expect(await screen.findByText('The password must not be your login')).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
  });

  it('sends {newPassword} and says what comes next', async () => {
    rememberSignInLogin('firstday');
    setToken('pending-token');
    mock.onPost('auth/changePassword').reply(200, { data: { next: 'double_auth' } });
    const onChanged = jest.fn();
    wrap(<ChangePasswordForm onChanged={onChanged} />);
    await fill('plum orbit lantern');
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('double_auth'));
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ newPassword: 'plum orbit lantern' });
    expect(mock.history.post[0].headers?.Authorization).toBe('Bearer pending-token');
    expect(signInLogin()).toBeNull();
  });

  it("shows the server's refusal on the field, and other failures above the form", async () => {
    mock.onPost('auth/changePassword').replyOnce(400, {
      error: {
        code: 'VALIDATION',
        message: 'Invalid input',
        fields: { newPassword: 'This password is too common' },
      },
    });
    const onChanged = jest.fn();
    wrap(<ChangePasswordForm onChanged={onChanged} login="firstday" />);
    await fill('password1234');
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    mock
      .onPost('auth/changePassword')
      .replyOnce(429, { error: { code: 'RATE_LIMITED', message: 'Too many attempts' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
