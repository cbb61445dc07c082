import type { FieldErrors } from './fields';
import { signInText } from './texts';

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

/** The hint under the new password, in the page's language. */
export const newPasswordHint = (): string => signInText('password.hint', { min: NEW_PASSWORD_POLICY.minLength });

/** The English hint (kept for callers that read it as a constant). */
export const NEW_PASSWORD_HINT = signInText('password.hint', { min: NEW_PASSWORD_POLICY.minLength }, 'en');

/** The errors of the new password and its confirmation (none: the form may call the server). */
export function checkNewPassword(
  newPassword: string,
  confirmation: string,
  login?: string | null,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!newPassword) errors.newPassword = signInText('password.missing');
  else if (newPassword.length < NEW_PASSWORD_POLICY.minLength)
    errors.newPassword = signInText('password.tooShort', { min: NEW_PASSWORD_POLICY.minLength, typed: newPassword.length });
  else if (login && newPassword.trim().toLowerCase() === login.trim().toLowerCase())
    errors.newPassword = signInText('password.isLogin');
  else if (
    (NEW_PASSWORD_POLICY.knownPasswords as readonly string[]).includes(newPassword.trim().toLowerCase())
  )
    errors.newPassword = signInText('password.isDemo');
  if (!errors.newPassword && confirmation !== newPassword)
    errors.confirmation = signInText(confirmation ? 'password.differ' : 'password.again');
  return errors;
}
