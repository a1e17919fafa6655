/**
 * A workshop's state (SPEC sections 3 and 4, Workshop): upcoming, full, ended or past, and what a
 * member may do in each. Bookings close an hour before the class starts ("ended" from then until it
 * is over, "past" after); a workshop whose booking has not opened yet is upcoming with booking
 * closed, and members may ask to be told when it opens.
 */
export const WORKSHOP_STATES = ['upcoming', 'full', 'ended', 'past'] as const;
export type WorkshopState = (typeof WORKSHOP_STATES)[number];

export const WORKSHOP_ACTIONS = ['book', 'cancel', 'notify', 'stopNotifying'] as const;
export type WorkshopAction = (typeof WORKSHOP_ACTIONS)[number];

/** Bookings close this long before the start: the host prepares the class for those who come. */
export const BOOKING_CLOSES_BEFORE_MS = 60 * 60_000;

export interface WorkshopTimes {
  starts_at: string;
  duration_minutes: number;
  /** When booking opens; null: open since the workshop was announced. */
  booking_opens_at: string | null;
  capacity: number;
}

export function workshopState(workshop: WorkshopTimes, booked: number, now: Date): WorkshopState {
  const start = Date.parse(workshop.starts_at);
  const end = start + workshop.duration_minutes * 60_000;
  const time = now.getTime();
  if (time >= end) return 'past';
  if (time >= start - BOOKING_CLOSES_BEFORE_MS) return 'ended';
  return booked >= workshop.capacity ? 'full' : 'upcoming';
}

export function bookingOpen(workshop: WorkshopTimes, now: Date): boolean {
  return !workshop.booking_opens_at || Date.parse(workshop.booking_opens_at) <= now.getTime();
}

/**
 * What the member may do: book a place while one is left and booking is open; give theirs back
 * until bookings close; ask to be told when booking opens or a place frees up (a full one), and
 * take that back.
 */
export function workshopActions(
  state: WorkshopState,
  open: boolean,
  member: { booked: boolean; waiting: boolean },
): WorkshopAction[] {
  if (state === 'ended' || state === 'past') return [];
  if (member.booked) return ['cancel'];
  if (member.waiting) return state === 'upcoming' && open ? ['book', 'stopNotifying'] : ['stopNotifying'];
  if (state === 'full' || !open) return ['notify'];
  return ['book'];
}
