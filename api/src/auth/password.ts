import { randomBytes } from 'node:crypto';
import { contract } from '../shared';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline.
// (2 = Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.)
const OPTIONS = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown login is not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('no-such-user-dummy-password');
  await verifyPassword(await dummy, password);
}

/** The passwords every demo account shares: never acceptable as a chosen password. */
export const KNOWN_DEMO_PASSWORDS = ['courier-demo-2026'];
/** The contract's rule, which the shell's form also shows. */
export const PASSWORD_MIN_LENGTH = contract.PASSWORD_MIN_LENGTH;

/** Why a chosen password is refused, or undefined when it is acceptable (the shell shows the same rules). */
export function passwordProblem(password: string, login: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `At least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.trim().toLowerCase() === login.trim().toLowerCase()) return 'It must not be your login';
  if (KNOWN_DEMO_PASSWORDS.includes(password.trim().toLowerCase())) return 'This is a published demo password; choose your own';
  return undefined;
}

/** A one-time password for the CLI: 16 random characters, to be replaced at the first sign-in. */
export function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}
