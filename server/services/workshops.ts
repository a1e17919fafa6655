import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Workshop } from '../../src/core/contract/workshops';
import { DEFAULT_LOCALE, type Locale, isLocale, languageOf } from '../../src/core/locales/locales';
import {
  type WorkshopState,
  bookingOpen,
  workshopActions,
  workshopState,
} from '../../src/core/workshops/workshop-state';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, notFound } from '../errors';
import { payloadField, runDueJobs } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import { composeWorkshopMail } from '../mail/workshop-mails';
import { enqueueJob } from '../repositories/jobs';
import { findUserById } from '../repositories/users';
import {
  type NewWorkshop,
  type WorkshopRow,
  bookedWorkshopIds,
  deleteBooking,
  deleteWaiting,
  findWorkshops,
  firstWaiting,
  hasBooking,
  insertBooking,
  insertWaiting,
  insertWorkshop,
  lockWorkshop,
  markNotified,
  memberPlaces,
} from '../repositories/workshops';
import { authorOf } from './profile';

/** A place given back: the first member waiting is told, once (a queued job, so a restart keeps it). */
export const PLACE_FREED_JOB = 'workshop-place-freed';
/** Booking opens: every member who asked is told, in the order they asked. */
export const BOOKING_OPENS_JOB = 'workshop-booking-opens';

export interface WorkshopDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
}

const timesOf = (row: Pick<WorkshopRow, 'starts_at' | 'duration_minutes' | 'booking_opens_at' | 'capacity'>) => ({
  starts_at: new Date(row.starts_at).toISOString(),
  duration_minutes: row.duration_minutes,
  booking_opens_at: row.booking_opens_at ? new Date(row.booking_opens_at).toISOString() : null,
  capacity: row.capacity,
});

function viewOf(
  row: WorkshopRow,
  member: { booked: boolean; waiting: boolean },
  now: Date,
  publicUrl: string,
): Workshop {
  const times = timesOf(row);
  const state = workshopState(times, row.booked, now);
  const open = bookingOpen(times, now);
  const host =
    row.host_id && row.host_username
      ? authorOf(
          {
            id: row.host_id,
            username: row.host_username,
            first_name: row.host_first_name ?? '',
            last_name: row.host_last_name ?? '',
            show_full_name: !!row.host_show_full_name,
            profile_picture: row.host_profile_picture,
            user_types: row.host_user_types ?? [],
          },
          publicUrl,
        )
      : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    ...times,
    booking_open: open,
    places_left: Math.max(0, row.capacity - row.booked),
    state,
    host: { name: row.host_name, profile: host },
    ...member,
    actions: workshopActions(state, open, member),
  };
}

/** Every workshop with words in the language, soonest first, as the caller sees it. */
export async function listWorkshopsFor(
  db: Kysely<DB>,
  language: string,
  userId: string | null,
  now: Date,
  publicUrl: string,
): Promise<Workshop[]> {
  const rows = await findWorkshops(db, language);
  const places = userId
    ? await memberPlaces(
        db,
        userId,
        rows.map((row) => row.id),
      )
    : null;
  return rows.map((row) =>
    viewOf(row, { booked: !!places?.booked.has(row.id), waiting: !!places?.waiting.has(row.id) }, now, publicUrl),
  );
}

export const workshopNotFound = (id: string) =>
  notFound('This workshop does not exist.', [{ location: 'path', name: 'id', description: `no workshop ${id}` }]);

export async function workshopFor(
  db: Kysely<DB>,
  id: string,
  language: string,
  userId: string | null,
  now: Date,
  publicUrl: string,
): Promise<Workshop> {
  const [row] = await findWorkshops(db, language, id);
  if (!row) throw workshopNotFound(id);
  const places = userId ? await memberPlaces(db, userId, [id]) : null;
  return viewOf(row, { booked: !!places?.booked.has(id), waiting: !!places?.waiting.has(id) }, now, publicUrl);
}

function conflict(state: WorkshopState | 'not-open' | 'booked' | 'places-left', message: string) {
  return new ApiError(409, ERRNO.STATUS_CONFLICT, message, [{ location: 'path', name: 'id', description: state }]);
}

/** The workshop locked, its state now; 404 when there is none, 409 once bookings have closed. */
async function lockOpen(trx: Parameters<typeof lockWorkshop>[0], id: string, now: Date) {
  const row = await lockWorkshop(trx, id);
  if (!row) throw workshopNotFound(id);
  const times = timesOf(row);
  const state = workshopState(times, row.booked, now);
  if (state === 'ended' || state === 'past')
    throw conflict(state, `Bookings for this workshop have closed (${state}).`);
  return { row, times, state };
}

/**
 * Books the member a place: one each (booking twice changes nothing), never more than the places,
 * however many ask at once (the workshop's row is locked while places are counted). A member
 * waiting for a place leaves the line once they hold one.
 */
export async function bookPlace(db: Kysely<DB>, id: string, userId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { row, times } = await lockOpen(trx, id, now);
    if (await hasBooking(trx, id, userId)) return;
    if (!bookingOpen(times, now)) throw conflict('not-open', 'Booking for this workshop has not opened yet.');
    if (row.booked >= row.capacity)
      throw new ApiError(409, ERRNO.WORKSHOP_FULL, 'This workshop is full.', [
        { location: 'path', name: 'id', description: 'full' },
      ]);
    await insertBooking(trx, id, userId);
    await deleteWaiting(trx, id, userId);
  });
}

/** Gives the member's place back; the first member waiting will be told (PLACE_FREED_JOB). */
export async function cancelPlace(db: Kysely<DB>, id: string, userId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOpen(trx, id, now);
    if (!(await deleteBooking(trx, id, userId)))
      throw notFound('You have no place at this workshop.', [
        { location: 'path', name: 'id', description: 'no booking' },
      ]);
    await enqueueJob(trx, { kind: PLACE_FREED_JOB, key: `${id}:${randomUUID()}`, payload: { workshop_id: id } });
  });
}

/**
 * A leaving account's places go with its row (the foreign key cascades): each is a freed place, so
 * the first member waiting at each of those workshops is told, as after a withdrawal.
 */
export async function releasePlacesOf(trx: Transaction<DB>, userId: string): Promise<void> {
  for (const workshop_id of await bookedWorkshopIds(trx, userId))
    await enqueueJob(trx, { kind: PLACE_FREED_JOB, key: `${workshop_id}:${randomUUID()}`, payload: { workshop_id } });
}

/** Asks to be told when booking opens or a place frees up: only while there is none to book. */
export async function waitForPlace(db: Kysely<DB>, id: string, userId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { times, state } = await lockOpen(trx, id, now);
    if (await hasBooking(trx, id, userId)) throw conflict('booked', 'You already have a place at this workshop.');
    if (state === 'upcoming' && bookingOpen(times, now))
      throw conflict('places-left', 'Places are left at this workshop: book one.');
    await insertWaiting(trx, id, userId);
  });
}

export async function stopWaiting(db: Kysely<DB>, id: string, userId: string): Promise<void> {
  await deleteWaiting(db, id, userId);
}

/** A workshop and, when its booking opens later, the job that tells the members who asked. */
export async function createWorkshop(db: Kysely<DB>, workshop: NewWorkshop): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertWorkshop(trx, workshop);
    if (workshop.booking_opens_at)
      await enqueueJob(trx, {
        kind: BOOKING_OPENS_JOB,
        key: workshop.id,
        payload: { workshop_id: workshop.id },
        runAt: workshop.booking_opens_at,
      });
  });
}

const localeOf = (chosenLang: string | null): Locale => (isLocale(chosenLang) ? chosenLang : DEFAULT_LOCALE);

/**
 * Tells members a place is theirs to take: marks them told and writes their mails. Marked first,
 * under the workshop's lock, so two runs never pick the same member; a mail that cannot be
 * written unmarks its member and fails the job, which is retried.
 */
async function tellWaiting(deps: WorkshopDeps, workshopId: string, reason: 'freed' | 'opened', now: Date) {
  const chosen = await deps.db.transaction().execute(async (trx) => {
    const row = await lockWorkshop(trx, workshopId);
    if (!row) return [];
    const times = timesOf(row);
    const state = workshopState(times, row.booked, now);
    // Closed, or the freed place already taken by someone who booked first: nobody to tell.
    if (state !== 'upcoming' || !bookingOpen(times, now)) return [];
    const users = await firstWaiting(trx, workshopId, reason === 'freed' ? 1 : 10_000);
    await markNotified(trx, workshopId, users, now);
    return users;
  });
  for (const [index, userId] of chosen.entries()) {
    try {
      await mailWaiting(deps, workshopId, userId, reason);
    } catch (error) {
      await markNotified(deps.db, workshopId, chosen.slice(index), null);
      throw error;
    }
  }
}

async function mailWaiting(deps: WorkshopDeps, workshopId: string, userId: string, reason: 'freed' | 'opened') {
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  const locale = localeOf(user.chosen_lang);
  const [workshop] = await findWorkshops(deps.db, languageOf(locale), workshopId);
  if (!workshop) return;
  const mail = composeWorkshopMail(deps.publicUrl, locale, user, reason, workshop);
  await deps.mailer.send({ to: user.email, kind: `workshop-${reason}`, ...mail });
}

/** Runs the due workshop jobs: freed places, then openings. */
export async function runWorkshopJobs(deps: WorkshopDeps, now: Date) {
  const freed = await runDueJobs(
    deps.db,
    PLACE_FREED_JOB,
    (job) => tellWaiting(deps, payloadField(job, 'workshop_id'), 'freed', now),
    {
      now,
    },
  );
  const opened = await runDueJobs(
    deps.db,
    BOOKING_OPENS_JOB,
    (job) => tellWaiting(deps, payloadField(job, 'workshop_id'), 'opened', now),
    { now },
  );
  return { done: freed.done + opened.done, failed: freed.failed + opened.failed };
}
