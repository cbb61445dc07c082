import type { FieldErrors } from './fields';

/**
 * The policy of a password the user chooses (auth/changePassword), as the server checks it,
 * mirrored here so the form answers at once. Kept apart from the contract: the sign-in page
 * loads the contract (zod) lazily, and the hint under the field is shown before that. A test
 * checks that `minLength` is the contract's PASSWORD_MIN_LENGTH.
 */
export const NEW_PASSWORD_POLICY = {
  minLength: 12,
  /** The demo accounts' password, printed by `npm start` and in the README. */
  knownPasswords: ['courier-demo-2026'],
} as const;

export const NEW_PASSWORD_HINT = `At least ${NEW_PASSWORD_POLICY.minLength} characters, not your login and not the demo password. A few unrelated words make a long password that is easy to remember.`;

/** The errors of the new password and its confirmation (none: the form may call the server). */
export function checkNewPassword(
  newPassword: string,
  confirmation: string,
  login?: string | null,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!newPassword) errors.newPassword = 'Choose a new password';
  else if (newPassword.length < NEW_PASSWORD_POLICY.minLength)
    errors.newPassword = `At least ${NEW_PASSWORD_POLICY.minLength} characters (${newPassword.length} typed)`;
  else if (login && newPassword.trim().toLowerCase() === login.trim().toLowerCase())
    errors.newPassword = 'The password must not be your login';
  else if (
    (NEW_PASSWORD_POLICY.knownPasswords as readonly string[]).includes(newPassword.trim().toLowerCase())
  )
    errors.newPassword = 'This is the demo password: choose another one';
  if (!errors.newPassword && confirmation !== newPassword)
    errors.confirmation = confirmation ? 'The two entries differ' : 'Type the new password again';
  return errors;
}
