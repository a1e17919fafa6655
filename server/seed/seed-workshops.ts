import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { slugify } from '../../src/core/format/slugify';
import { LANGUAGES } from '../../src/core/locales/locales';
import { idsByUsernameOfEmails } from '../repositories/users';
import { countWorkshops, insertBooking } from '../repositories/workshops';
import { createWorkshop } from '../services/workshops';
import { demoEmail } from './demo-profiles';
import type { DB } from '../db/schema';

/** A workshop of content/workshops.json: times relative to the seeding, words in every language. */
export interface ContentWorkshop {
  id: string;
  /** The demo profile hosting it (absent where demo profiles are not seeded: the name stands alone). */
  host: string;
  host_name: string;
  starts_in_days: number;
  hour_utc: number;
  duration_minutes: number;
  capacity: number;
  booking_opens_in_days?: number;
  /** Demo profiles holding a place (the full workshop). */
  demo_bookings?: string[];
  texts: Record<string, { title: string; description: string }>;
}

export function readContentWorkshops(contentDir: string): ContentWorkshop[] {
  const file = path.join(contentDir, 'workshops.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ContentWorkshop[]) : [];
}

const dayAt = (now: Date, days: number, hourUtc: number) => {
  const date = new Date(now.getTime() + days * 86_400_000);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date;
};

/**
 * Seeds the workshops when there is none yet: an upcoming one, a full one (the demo profiles hold
 * its places), one whose booking opens later, and a past one, dated from today.
 */
export async function seedWorkshops(db: Kysely<DB>, contentDir: string, now = new Date()): Promise<number> {
  if ((await countWorkshops(db)) > 0) return 0;
  const workshops = readContentWorkshops(contentDir);
  const usernames = [...new Set(workshops.flatMap((w) => [w.host, ...(w.demo_bookings ?? [])]))];
  const idOf = await idsByUsernameOfEmails(db, usernames.map(demoEmail));
  for (const workshop of workshops) {
    await createWorkshop(db, {
      id: workshop.id,
      host_id: idOf.get(workshop.host) ?? null,
      host_name: workshop.host_name,
      starts_at: dayAt(now, workshop.starts_in_days, workshop.hour_utc),
      duration_minutes: workshop.duration_minutes,
      booking_opens_at:
        workshop.booking_opens_in_days === undefined ? null : dayAt(now, workshop.booking_opens_in_days, 9),
      capacity: workshop.capacity,
      texts: LANGUAGES.flatMap((language) => {
        const text = workshop.texts[language];
        return text ? [{ language, slug: slugify(text.title), ...text }] : [];
      }),
    });
    for (const username of workshop.demo_bookings ?? []) {
      const userId = idOf.get(username);
      if (userId) await insertBooking(db, workshop.id, userId);
    }
  }
  return workshops.length;
}
