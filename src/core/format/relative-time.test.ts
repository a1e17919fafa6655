import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-03-12T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('counts seconds under a minute, and never zero or the future', () => {
    expect(relativeTime(ago(42 * SECOND), NOW, 'en-us')).toBe('42 seconds ago');
    expect(relativeTime(ago(59 * SECOND + 999), NOW, 'en-us')).toBe('59 seconds ago');
    expect(relativeTime(ago(0), NOW, 'en-us')).toBe('1 second ago');
    expect(relativeTime(ago(-5 * SECOND), NOW, 'en-us')).toBe('1 second ago');
  });

  it('counts whole minutes under an hour', () => {
    expect(relativeTime(ago(MINUTE), NOW, 'en-us')).toBe('1 minute ago');
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), NOW, 'en-us')).toBe('59 minutes ago');
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(ago(HOUR), NOW, 'en-us')).toBe('1 hour ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), NOW, 'en-us')).toBe('23 hours ago');
  });

  it('counts whole days under a week', () => {
    expect(relativeTime(ago(DAY), NOW, 'en-us')).toBe('1 day ago');
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), NOW, 'en-us')).toBe('6 days ago');
  });

  it('gives the date from a week on', () => {
    expect(relativeTime(ago(7 * DAY), NOW, 'en-us')).toBe('Mar 5, 2026');
    expect(relativeTime('2025-12-25T12:00:00Z', NOW, 'en-gb')).toBe('25 Dec 2025');
  });

  it.each([
    ['fr', 42 * SECOND, 'il y a 42 secondes'],
    ['fr', 5 * MINUTE, 'il y a 5 minutes'],
    ['fr', 7 * DAY, '5 mars 2026'],
    ['de', 3 * HOUR, 'vor 3 Stunden'],
    ['de', 2 * DAY, 'vor 2 Tagen'],
    ['de', 7 * DAY, '5. März 2026'],
    ['pt-br', 2 * DAY, 'há 2 dias'],
    ['es-mx', 10 * MINUTE, 'hace 10 minutos'],
  ] as const)('speaks %s: %s → %s', (locale, elapsed, expected) => {
    expect(relativeTime(ago(elapsed), NOW, locale)).toBe(expected);
  });
});
