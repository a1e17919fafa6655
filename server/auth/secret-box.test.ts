import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretKeys } from './secret-box';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('secret box', () => {
  it('seals so that only the same context opens, and never shows the secret', () => {
    const box = createSecretBox([key('k1')]);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).toMatch(/^aes256gcm:k1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'user-1')).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
    expect(() => box.open(sealed, 'user-2')).toThrow();
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });

  it('reads secrets of an older key after a rotation and says they are stale', () => {
    const old = key('2025');
    const sealed = createSecretBox([old]).seal('SECRET', 'u');
    const rotated = createSecretBox([key('2026'), old]);
    expect(rotated.open(sealed, 'u')).toEqual({ plain: 'SECRET', stale: true });
    expect(rotated.seal('SECRET', 'u')).toMatch(/^aes256gcm:2026:/);
    expect(() => createSecretBox([key('2026')]).open(sealed, 'u')).toThrow(/2025/);
  });

  it('parses TOTP_KEYS and refuses short keys and repeated ids', () => {
    const a = randomBytes(32).toString('base64');
    expect(parseSecretKeys(`new:${a}, old:${a}`)).toMatchObject([{ id: 'new' }, { id: 'old' }]);
    expect(parseSecretKeys(`k:${randomBytes(16).toString('base64')}`)).toMatch(/32 bytes/);
    expect(parseSecretKeys(`k:${a},k:${a}`)).toMatch(/twice/);
  });
});
