import { describe, expect, it } from 'vitest';
import { mailRetryDelayMs, mailStillWorthSending } from './mail-delivery';

describe('mail retries', () => {
  it('wait 1 min, 5 min, 30 min, 2 h, then every 6 h', () => {
    expect([1, 2, 3, 4, 5, 9].map(mailRetryDelayMs)).toEqual([
      60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 21_600_000,
    ]);
  });

  it('stop once the mail has outlived its link', () => {
    const written = new Date('2026-12-06T10:00:00Z');
    const twoHours = 2 * 3_600_000;
    expect(mailStillWorthSending(written, twoHours, new Date('2026-12-06T11:59:00Z'))).toBe(true);
    expect(mailStillWorthSending(written, twoHours, new Date('2026-12-06T12:00:00Z'))).toBe(false);
  });
});
