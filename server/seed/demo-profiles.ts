import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BRAND_SLUG } from '../../src/core/brand/brand';
import type { DB } from '../db/schema';
import { insertFollows } from '../repositories/follows';
import { idsByUsernameOfEmails, insertUsersWithFreeEmails, takenUsernames } from '../repositories/users';

export interface DemoProfile {
  username: string;
  first_name: string;
  last_name: string;
  user_types: string[];
  biography: string;
  /** Usernames of the other demo profiles this one follows. */
  follows: string[];
}

/**
 * Public members shown with the demo catalogue, one per badge; nobody can log in as them: they
 * have no password at all (login and reset refuse an account without one) and no role. Never
 * seeded in production (SEED=auto is refused there).
 */
export const DEMO_PROFILES: readonly DemoProfile[] = [
  {
    username: 'chef_lucie',
    first_name: 'Lucie',
    last_name: 'Martin',
    user_types: [`${BRAND_SLUG}-staff`, 'creator'],
    biography: 'Staff chef who turns market finds into simple dishes for busy weeknights.',
    follows: ['nina_atelier'],
  },
  {
    username: 'tom_teste',
    first_name: 'Tom',
    last_name: 'Bernard',
    user_types: ['tester'],
    biography: 'I cook every recipe twice before it goes live, so yours works the first time.',
    follows: ['chef_lucie', 'nina_atelier'],
  },
  {
    username: 'nina_atelier',
    first_name: 'Nina',
    last_name: 'Laurent',
    user_types: ['animator'],
    biography: 'I host the cooking classes and love teaching knife skills to beginners.',
    follows: ['chef_lucie'],
  },
];

/** A reserved top-level domain (RFC 2606): no mail can ever reach these addresses. */
export const demoEmail = (username: string) => `${username}@demo.${BRAND_SLUG}.invalid`;

/**
 * Adds the demo profiles whose username nobody holds yet, validated, with no password, and their
 * follows among themselves. Safe to run on every start and
 * from several processes at once (the e-mail is unique). Returns the profiles written.
 */
export async function seedDemoProfiles(db: Kysely<DB>, now = new Date()): Promise<number> {
  const usernames = DEMO_PROFILES.map((profile) => profile.username);
  const taken = await takenUsernames(db, usernames);
  const missing = DEMO_PROFILES.filter((profile) => !taken.has(profile.username));
  if (!missing.length) return 0;
  const rows = missing.map((profile) => ({
    id: randomUUID(),
    username: profile.username,
    first_name: profile.first_name,
    last_name: profile.last_name,
    user_types: profile.user_types,
    biography: profile.biography,
    email: demoEmail(profile.username),
    password_hash: null,
    email_validated_at: now,
    last_modified: now.getTime(),
  }));
  return db.transaction().execute(async (trx) => {
    const inserted = await insertUsersWithFreeEmails(trx, rows);
    // Follows only between the demo accounts themselves, never a member who took one of the names.
    const idOf = await idsByUsernameOfEmails(trx, usernames.map(demoEmail));
    const follows = DEMO_PROFILES.flatMap((profile) =>
      profile.follows.flatMap((followed) => {
        const [follower_id, followed_id] = [idOf.get(profile.username), idOf.get(followed)];
        return follower_id && followed_id ? [{ follower_id, followed_id }] : [];
      }),
    );
    await insertFollows(trx, follows);
    return inserted.length;
  });
}
