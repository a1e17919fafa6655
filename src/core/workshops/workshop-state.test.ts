import { describe, expect, it } from 'vitest';
import { bookingOpen, workshopActions, workshopState } from './workshop-state';

const workshop = {
  starts_at: '2026-12-10T18:00:00Z',
  duration_minutes: 90,
  booking_opens_at: '2026-12-01T09:00:00Z',
  capacity: 10,
};
const at = (iso: string) => new Date(iso);

describe('workshop states (SPEC section 4)', () => {
  it('is upcoming with places left, full without, ended from an hour before the start, past once over', () => {
    expect(workshopState(workshop, 9, at('2026-12-10T16:59:59Z'))).toBe('upcoming');
    expect(workshopState(workshop, 10, at('2026-12-10T16:59:59Z'))).toBe('full');
    expect(workshopState(workshop, 3, at('2026-12-10T17:00:00Z'))).toBe('ended');
    expect(workshopState(workshop, 3, at('2026-12-10T19:29:59Z'))).toBe('ended');
    expect(workshopState(workshop, 3, at('2026-12-10T19:30:00Z'))).toBe('past');
  });

  it('opens booking at its time, or at once without one', () => {
    expect(bookingOpen(workshop, at('2026-12-01T08:59:59Z'))).toBe(false);
    expect(bookingOpen(workshop, at('2026-12-01T09:00:00Z'))).toBe(true);
    expect(bookingOpen({ ...workshop, booking_opens_at: null }, at('2020-01-01T00:00:00Z'))).toBe(true);
  });

  it('offers each member what the state allows', () => {
    const nobody = { booked: false, waiting: false };
    expect(workshopActions('upcoming', true, nobody)).toEqual(['book']);
    expect(workshopActions('upcoming', false, nobody)).toEqual(['notify']);
    expect(workshopActions('full', true, nobody)).toEqual(['notify']);
    expect(workshopActions('full', true, { booked: true, waiting: false })).toEqual(['cancel']);
    expect(workshopActions('full', true, { booked: false, waiting: true })).toEqual(['stopNotifying']);
    // Told a place is free: they may take it.
    expect(workshopActions('upcoming', true, { booked: false, waiting: true })).toEqual(['book', 'stopNotifying']);
    expect(workshopActions('ended', true, { booked: true, waiting: false })).toEqual([]);
    expect(workshopActions('past', true, nobody)).toEqual([]);
  });
});
