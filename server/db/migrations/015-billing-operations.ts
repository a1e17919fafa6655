import { type Kysely, sql } from 'kysely';

/**
 * One billing operation under way per member (subscribe, change plan, cancel, delete the account):
 * written in a short transaction before the payment provider is called, cleared in another one
 * after, so no row lock is held across a network call and a second request answers 409. Its id is
 * the base of the operation's idempotency keys: an interrupted operation keeps it, so the member's
 * retry replays the same provider writes instead of paying twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_operations')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the operation asks (kind, plan, card): a retry asks the same.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('running', 'interrupted')`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
