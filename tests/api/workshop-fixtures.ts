import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { createWorkshop } from '../../server/services/workshops';

/** A class with booking open, `capacity` places, starting on `startsAt` (in ten days by default); its id. */
export async function openWorkshop(
  db: Kysely<DB>,
  { capacity = 12, startsAt = new Date(Date.now() + 10 * 86_400_000) } = {},
): Promise<string> {
  const id = randomUUID();
  await createWorkshop(db, {
    id,
    host_id: null,
    host_name: 'Nina Laurent',
    starts_at: startsAt,
    duration_minutes: 90,
    booking_opens_at: null,
    capacity,
    texts: [{ language: 'en', slug: `class-${id}`, title: 'Fresh pasta', description: 'Cook along.' }],
  });
  return id;
}
