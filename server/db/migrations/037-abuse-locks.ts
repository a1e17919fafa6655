import { type Kysely, sql } from 'kysely';

/**
 * Locks against abuse that must survive a restart and hold across server processes (issue 38):
 * - card testing: each declined card payment of a member, and the moment billing was locked for
 *   too many of them in a day (staff unlock it);
 * - second-factor guessing: the failed codes since the last good one, and the moment until which
 *   no code is checked at all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_declines (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      declined_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_declines_user_idx on payment_declines (user_id, declined_at)`.execute(db);
  await sql`
    alter table users
      add column billing_locked_at timestamptz,
      add column second_factor_failures integer not null default 0,
      add column second_factor_failed_at timestamptz,
      add column second_factor_locked_until timestamptz`.execute(db);
}
