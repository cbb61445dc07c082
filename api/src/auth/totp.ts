import { generate, generateSecret, generateURI, verify } from 'otplib';

/** docs/product.md#demo-accounts: the demo accounts' secret (20 bytes of base32; otplib refuses under 16 bytes). */
export const DEMO_TOTP_SECRET = 'MNXXK4TJMVZC24DPOJ2GC3BNMRSW23ZB';
export const TOTP_ISSUER = 'Courier back-office';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(login: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: login, secret });
}

/** The current 6-digit code (RFC 6238, 30 s), or the one of another moment. */
export function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export type TotpCheck = { valid: true; step: number } | { valid: false };

/** Accepts the current step and one step either side (clock drift of a phone). */
export async function checkTotp(secret: string, code: string, at: Date = new Date()): Promise<TotpCheck> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30, epoch: Math.floor(at.getTime() / 1000) });
    // TOTP results carry the matched time step (HOTP ones do not; this is always TOTP).
    return result.valid && 'timeStep' in result ? { valid: true, step: Number(result.timeStep) } : { valid: false };
  } catch {
    return { valid: false };
  }
}
