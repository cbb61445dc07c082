/**
 * The login typed at the password step, kept for the tab while signing in: the "Choose a new
 * password" step refuses a password equal to it, also after a reload. Not a secret (no
 * password); removed once the password is changed.
 */
const KEY = 'courier.signIn.login';

export function rememberSignInLogin(login: string | null): void {
  try {
    if (login) sessionStorage.setItem(KEY, login);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: the server checks the password anyway.
  }
}

export function signInLogin(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
