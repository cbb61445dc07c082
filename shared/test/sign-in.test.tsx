import MockAdapter from 'axios-mock-adapter';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CodeForm,
  EnrolmentPanel,
  SignInForm,
  getCurrentUserState,
  getToken,
  http,
  queryClient,
  setToken,
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
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('double_auth'));
    expect(JSON.parse(mock.history.post[0].data)).toEqual({
      login: 'admin',
      password: 'courier-demo-2026',
      userIp: '',
    });
    expect(getToken()).toBe('pending-token');
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
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('home'));
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
  const user = { id: 1, login: 'admin', name: 'Admin', email: null, roles: ['WORKERS'], profile: null };

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

  it('sends the code, sets the user, and trusts the network when asked', async () => {
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user } });
    mock
      .onPost('auth/valid_ip')
      .reply(200, { data: { ip: '127.0.0.1', trustedUntil: '2026-02-01T00:00:00Z' } });
    const onConfirmed = jest.fn();
    wrap(<CodeForm onConfirmed={onConfirmed} />);
    await userEvent.type(screen.getByLabelText(/^Code/), '123456');
    await userEvent.click(screen.getByLabelText('Remember this network'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ code: '123456' });
    expect(mock.history.post[1].url).toBe('auth/valid_ip');
    expect(getCurrentUserState().user).toEqual(user);
  });

  it('does not call valid_ip without the choice', async () => {
    mock.onPost('auth/double_auth').reply(200, { data: { status: 'full', user } });
    const onConfirmed = jest.fn();
    wrap(<CodeForm onConfirmed={onConfirmed} />);
    await userEvent.type(screen.getByLabelText(/^Code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(mock.history.post).toHaveLength(1);
  });
});
