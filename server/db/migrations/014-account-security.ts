import { type Kysely, sql } from 'kysely';

/**
 * The columns the security review (issue 11) needs, in one migration so every part builds on it:
 * - tokens: a public id (to list and sign out sessions without showing the secret), last use (idle
 *   timeout), when the session last proved the password (recent authentication) and a second
 *   factor, the browser that opened it;
 * - users: no password at all for profiles nobody may log into (demo profiles), expiries of the
 *   e-mailed activation and e-mail-change keys, roles granted explicitly (staff, moderator: never
 *   from an address list), the TOTP second factor and its recovery codes, whether the public profile
 *   shows the legal name;
 * - usernames unique whatever their case (the oldest holder keeps a name doubled by case);
 * - newsletter sign-ups confirmed by a mailed link (double opt-in);
 * - a member's view of a recipe counted once a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tokens')
    .addColumn('id', 'uuid', (c) =>
      c
        .notNull()
        .defaultTo(sql`gen_random_uuid()`)
        .unique(),
    )
    // Sessions opened before this migration count as used now, so nobody is logged out by it.
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('password_verified_at', 'timestamptz')
    .addColumn('second_factor_at', 'timestamptz')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    // On a secure link sent after an e-mail change: the address the account goes back to.
    .addColumn('restore_email', 'text')
    .execute();
  await sql`alter table tokens drop constraint tokens_kind_check`.execute(db);
  await sql`alter table tokens add constraint tokens_kind_check check (kind in ('session', 'reset', 'secure'))`.execute(
    db,
  );
  await db.schema
    .alterTable('users')
    .alterColumn('password_hash', (c) => c.dropNotNull())
    .execute();
  // The demo profiles (their addresses are on a reserved domain) lose the hash of a secret nobody
  // knew: with no password at all, nothing can turn them into an account.
  await sql`update users set password_hash = null where email like '%@demo.miamo.invalid'`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('activation_key_expires_at', 'timestamptz')
    .addColumn('pending_email_key_expires_at', 'timestamptz')
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('totp_recovery_hashes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('show_full_name', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`
    update users set username = ''
    where username <> '' and id not in (
      select distinct on (lower(username)) id from users where username <> '' order by lower(username), created_at, id
    )`.execute(db);
  await sql`drop index users_username_key`.execute(db);
  await sql`create unique index users_username_key on users (lower(username)) where username <> ''`.execute(db);
  await db.schema
    .alterTable('newsletter_signups')
    .addColumn('confirm_key_hash', 'text')
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  // Sign-ups stored before double opt-in existed were taken as given.
  await sql`update newsletter_signups set confirmed_at = created_at`.execute(db);
  await db.schema.alterTable('recipe_views').addColumn('counted_on', 'date').execute();
}
