import { describe, expect, it } from 'vitest';
import { UNCONFIRMED_RULE_SINCE, unconfirmedAccountFate, unconfirmedPurgeDay } from './unconfirmed-accounts';

const day = (n: number) => new Date(Date.parse(UNCONFIRMED_RULE_SINCE) + n * 86_400_000);

describe('what the purge does to an unconfirmed account', () => {
  const created = day(1);

  it('keeps it for 10 days, then tells it once', () => {
    expect(unconfirmedAccountFate({ createdAt: created, lastUsedAt: null, noticeAt: null }, day(10.9))).toBe('keep');
    expect(unconfirmedAccountFate({ createdAt: created, lastUsedAt: null, noticeAt: null }, day(11))).toBe('notice');
  });

  it('deletes it from day 14 once told and unused for 7 days', () => {
    const told = { createdAt: created, noticeAt: day(11), lastUsedAt: day(2) };
    expect(unconfirmedAccountFate(told, day(14.9))).toBe('keep');
    expect(unconfirmedAccountFate(told, day(15))).toBe('purge');
    // Used 3 days ago: someone is there.
    expect(unconfirmedAccountFate({ ...told, lastUsedAt: day(12) }, day(15))).toBe('keep');
    expect(unconfirmedAccountFate({ ...told, lastUsedAt: day(12) }, day(19))).toBe('purge');
  });

  it('gives an account told late the same 4 days after the notice', () => {
    const late = { createdAt: created, noticeAt: day(30), lastUsedAt: null };
    expect(unconfirmedAccountFate(late, day(33))).toBe('keep');
    expect(unconfirmedAccountFate(late, day(34))).toBe('purge');
    expect(unconfirmedPurgeDay(created, day(30))).toEqual(day(34));
    expect(unconfirmedPurgeDay(created, day(11))).toEqual(day(15));
  });

  it('never touches an account created before the rule (demo, seed, older members)', () => {
    const old = { createdAt: day(-1), lastUsedAt: null, noticeAt: null };
    expect(unconfirmedAccountFate(old, day(400))).toBe('keep');
  });
});
