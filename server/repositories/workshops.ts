import { type Transaction, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { countRows } from './row-counts';

/** A workshop in one language, with its booked places and its host's public fields. */
export interface WorkshopRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  starts_at: Date;
  duration_minutes: number;
  booking_opens_at: Date | null;
  capacity: number;
  booked: number;
  host_name: string;
  host_id: string | null;
  host_username: string | null;
  host_first_name: string | null;
  host_last_name: string | null;
  host_show_full_name: boolean | null;
  host_profile_picture: string | null;
  host_user_types: string[] | null;
}

/** The workshops that have words in `language` (all of them, or one), soonest first. */
export async function findWorkshops(db: Executor, language: string, id?: string): Promise<WorkshopRow[]> {
  let query = db
    .selectFrom('workshops as w')
    .innerJoin('workshop_texts as t', (join) =>
      join.onRef('t.workshop_id', '=', 'w.id').on('t.language', '=', language),
    )
    .leftJoin('users as u', 'u.id', 'w.host_id')
    .select([
      'w.id',
      't.slug',
      't.title',
      't.description',
      'w.starts_at',
      'w.duration_minutes',
      'w.booking_opens_at',
      'w.capacity',
      'w.host_name',
      'w.host_id',
      'u.username as host_username',
      'u.first_name as host_first_name',
      'u.last_name as host_last_name',
      'u.show_full_name as host_show_full_name',
      'u.profile_picture as host_profile_picture',
      'u.user_types as host_user_types',
      sql<number>`(select count(*) from workshop_bookings b where b.workshop_id = w.id)::int`.as('booked'),
    ])
    .orderBy('w.starts_at')
    .orderBy('w.id')
    .limit(200);
  if (id) query = query.where('w.id', '=', id);
  return query.execute();
}

/** Which of these workshops the member holds a place at, and which they wait for. */
export async function memberPlaces(db: Executor, userId: string, ids: string[]) {
  if (!ids.length) return { booked: new Set<string>(), waiting: new Set<string>() };
  const [booked, waiting] = await Promise.all([
    db
      .selectFrom('workshop_bookings')
      .select('workshop_id')
      .where('user_id', '=', userId)
      .where('workshop_id', 'in', ids)
      .execute(),
    db
      .selectFrom('workshop_waitlist')
      .select('workshop_id')
      .where('user_id', '=', userId)
      .where('workshop_id', 'in', ids)
      .execute(),
  ]);
  return { booked: new Set(booked.map((r) => r.workshop_id)), waiting: new Set(waiting.map((r) => r.workshop_id)) };
}

/**
 * The workshop's row, locked until the transaction ends, with its booked places counted under the
 * lock: bookings and withdrawals of one workshop take turns, so places are never over-booked.
 */
export async function lockWorkshop(trx: Transaction<DB>, id: string) {
  const row = await trx
    .selectFrom('workshops')
    .select(['id', 'starts_at', 'duration_minutes', 'booking_opens_at', 'capacity'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const { booked } = await trx
    .selectFrom('workshop_bookings')
    .select(sql<number>`count(*)::int`.as('booked'))
    .where('workshop_id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, booked };
}

export async function hasBooking(trx: Executor, workshopId: string, userId: string): Promise<boolean> {
  return !!(await trx
    .selectFrom('workshop_bookings')
    .select('user_id')
    .where('workshop_id', '=', workshopId)
    .where('user_id', '=', userId)
    .executeTakeFirst());
}

/** The workshops where the member holds a place. */
export async function bookedWorkshopIds(trx: Executor, userId: string): Promise<string[]> {
  const rows = await trx.selectFrom('workshop_bookings').select('workshop_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.workshop_id);
}

export async function insertBooking(trx: Executor, workshopId: string, userId: string): Promise<void> {
  await trx.insertInto('workshop_bookings').values({ workshop_id: workshopId, user_id: userId }).execute();
}

export async function deleteBooking(trx: Executor, workshopId: string, userId: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('workshop_bookings')
    .where('workshop_id', '=', workshopId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Puts the member in the line (again: a member told once who asks anew waits anew, last). */
export async function insertWaiting(trx: Executor, workshopId: string, userId: string): Promise<void> {
  await trx
    .insertInto('workshop_waitlist')
    .values({ workshop_id: workshopId, user_id: userId })
    .onConflict((oc) =>
      oc
        .columns(['workshop_id', 'user_id'])
        .doUpdateSet({ created_at: sql`now()`, notified_at: null })
        .where('workshop_waitlist.notified_at', 'is not', null),
    )
    .execute();
}

export async function deleteWaiting(trx: Executor, workshopId: string, userId: string): Promise<void> {
  await trx
    .deleteFrom('workshop_waitlist')
    .where('workshop_id', '=', workshopId)
    .where('user_id', '=', userId)
    .execute();
}

/** The first `limit` members waiting and not yet told, in the order they asked. */
export async function firstWaiting(trx: Executor, workshopId: string, limit: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('workshop_waitlist')
    .select('user_id')
    .where('workshop_id', '=', workshopId)
    .where('notified_at', 'is', null)
    .orderBy('created_at')
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Marks members told (or, with null, not told after all: their mail could not be written). */
export async function markNotified(trx: Executor, workshopId: string, userIds: string[], at: Date | null) {
  if (!userIds.length) return;
  await trx
    .updateTable('workshop_waitlist')
    .set({ notified_at: at })
    .where('workshop_id', '=', workshopId)
    .where('user_id', 'in', userIds)
    .execute();
}

export interface NewWorkshop {
  id: string;
  host_id: string | null;
  host_name: string;
  starts_at: Date;
  duration_minutes: number;
  booking_opens_at: Date | null;
  capacity: number;
  texts: { language: string; slug: string; title: string; description: string }[];
}

export async function insertWorkshop(trx: Executor, workshop: NewWorkshop): Promise<void> {
  const { texts, ...row } = workshop;
  await trx.insertInto('workshops').values(row).execute();
  await trx
    .insertInto('workshop_texts')
    .values(texts.map((text) => ({ ...text, workshop_id: workshop.id })))
    .execute();
}

export const countWorkshops = (db: Executor): Promise<number> => countRows(db, 'workshops');
