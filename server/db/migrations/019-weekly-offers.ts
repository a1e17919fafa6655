import { type Kysely, sql } from 'kysely';

/**
 * The weekly offer of 2 exclusive recipes (SPEC sections 1 and 9) and the durable jobs behind it
 * (ARCHITECTURE section 3: background work is retried, done once across processes and restarts).
 *
 * - `weekly_offers`: one row per member and week; its primary key is what makes the offer happen
 *   once, whichever process inserts first. The recipe access rule reads it until `ends_at`.
 * - `jobs`: a queue in the database. `(kind, key)` is unique, so enqueueing twice is a no-op; a
 *   worker claims rows with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so two workers
 *   never run one job at once and a worker that dies mid-job leaves it to be retried after the lease.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('weekly_offers')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'date', (c) => c.notNull())
    .addColumn('recipe_ids', sql`text[]`, (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('weekly_offers_pkey', ['user_id', 'week'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('done_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('jobs_kind_key_key', ['kind', 'key'])
    .execute();
  // Workers only ever look for pending jobs of one kind, oldest due first.
  await sql`create index jobs_pending_idx on jobs (kind, run_at) where done_at is null`.execute(db);
}
