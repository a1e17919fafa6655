import { type Kysely, sql } from 'kysely';

/**
 * Usernames become unique in the database, not only by the check before a write: two members
 * choosing the same name at once could both pass the check. Should a race already have doubled a
 * name, the oldest holder keeps it and the others go back to no username (they pick another).
 * The unique index also serves public profile URLs, so it replaces users_username_idx (009).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update users set username = ''
    where username <> '' and id not in (
      select distinct on (username) id from users where username <> '' order by username, created_at, id
    )`.execute(db);
  await sql`create unique index users_username_key on users (username) where username <> ''`.execute(db);
  await sql`drop index if exists users_username_idx`.execute(db);
}
