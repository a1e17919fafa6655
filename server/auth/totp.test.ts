import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  isTotpCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp';

// RFC 6238 appendix B, the SHA-1 rows: the ASCII seed "12345678901234567890", 8 digits.
const SEED = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives %s', (seconds, expected) => {
    expect(totpCode(SEED, seconds * 1000, 8)).toBe(expected);
    // Six digits are the same truncation modulo 10^6.
    expect(totpCode(SEED, seconds * 1000)).toBe(expected.slice(2));
  });

  it('matches RFC 4226 appendix D HOTP values', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('accepts the code of the step before, now and after, and no further', () => {
    const now = 1111111111_000;
    const step = totpStep(now);
    expect(matchTotp(SEED, totpCode(SEED, now), now, null)).toBe(step);
    expect(matchTotp(SEED, totpCode(SEED, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(SEED, totpCode(SEED, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(SEED, totpCode(SEED, now - 60_000), now, null)).toBeNull();
    expect(matchTotp(SEED, totpCode(SEED, now + 60_000), now, null)).toBeNull();
  });

  it('never accepts a step at or before the last one accepted', () => {
    const now = 1234567890_000;
    const step = totpStep(now);
    const code = totpCode(SEED, now);
    expect(matchTotp(SEED, code, now, step)).toBeNull();
    expect(matchTotp(SEED, totpCode(SEED, now - 30_000), now, step)).toBeNull();
    expect(matchTotp(SEED, totpCode(SEED, now + 30_000), now, step)).toBe(step + 1);
  });

  it('refuses anything but six digits', () => {
    const now = 59_000;
    expect(matchTotp(SEED, '94287082', now, null)).toBeNull();
    expect(matchTotp(SEED, '', now, null)).toBeNull();
    expect(matchTotp(SEED, 'abcdef', now, null)).toBeNull();
  });
});

describe('secrets, URIs and recovery codes', () => {
  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI'); // RFC 4648 section 10
  });

  it('writes an otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'chef@miamo.test', 'Miamo'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Miamo:chef@miamo.test');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Miamo',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('makes ten distinct recovery codes that never look like a TOTP code', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
      expect(isTotpCode(code)).toBe(false);
    }
    expect(normalizeRecoveryCode(' ABCD-efgh ijkl-MNOP ')).toBe('abcdefghijklmnop');
    expect(isTotpCode('123 456')).toBe(true);
  });
});
