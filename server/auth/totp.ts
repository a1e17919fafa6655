import { HOTP, Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 30-second steps, 6 digits (otpauth's defaults). */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are accepted, for clocks a little off. */
const WINDOW = 1;

const secretOf = (bytes: Uint8Array) => new Secret({ buffer: Uint8Array.from(bytes).buffer });
/** Base32 as typed: any case, spaces, hyphens and padding allowed. */
const secretFromBase32 = (text: string) => Secret.fromBase32(text.toUpperCase().replace(/[\s=-]/g, ''));

/** RFC 4648 base32 without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  return secretOf(bytes).base32;
}

export function base32Decode(text: string): Buffer {
  return Buffer.from(secretFromBase32(text).bytes);
}

/** A new secret: 160 random bits, RFC 4226's recommended key length for SHA-1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** RFC 4226 HOTP: the code of a counter, as `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  return HOTP.generate({ secret: secretOf(key), counter, digits });
}

/** The time step of a moment (ms since the epoch). */
export function totpStep(now: number): number {
  return TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: now });
}

/** The code an authenticator shows at a moment. */
export function totpCode(secret: string, now: number, digits = TOTP_DIGITS): string {
  return TOTP.generate({ secret: secretFromBase32(secret), digits, period: TOTP_STEP_SECONDS, timestamp: now });
}

/**
 * The step a code matches, within one step of now and after `lastStep` (a code, or an older one,
 * is never accepted twice), or null. The caller stores the step it accepted.
 */
export function matchTotp(secret: string, code: string, now: number, lastStep: number | null): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: secretFromBase32(secret),
    period: TOTP_STEP_SECONDS,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep === null || step > lastStep ? step : null;
}

/** The otpauth:// URI an authenticator app reads (usually from a QR code). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return new TOTP({ issuer, label: account, secret: secretFromBase32(secret), period: TOTP_STEP_SECONDS }).toString();
}

/** One-time recovery codes: 80 random bits each, written xxxx-xxxx-xxxx-xxxx in base32. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => new Secret({ size: 10 }).base32.toLowerCase().match(/.{4}/g)!.join('-'));
}

/** A recovery code as typed (any case, spaces or hyphens) in the form its hash is taken of. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** A login's `otp` is a 6-digit code; anything else is tried as a recovery code. */
export function isTotpCode(otp: string): boolean {
  return /^\d{6}$/.test(otp.replace(/\s/g, ''));
}
