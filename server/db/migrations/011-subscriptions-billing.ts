import { type Kysely, sql } from 'kysely';

/**
 * What the payment provider tells about a subscription (status, card, last receipt, the provider's
 * id) and the webhook events already applied, so a replayed event changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('provider_subscription_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('last_receipt_amount', 'integer')
    .addColumn('last_receipt_currency', 'text')
    .addColumn('last_receipt_at', 'timestamptz')
    // The provider time of the last event applied: an older one arriving later is ignored.
    .addColumn('last_event_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('subscriptions_provider_id_idx')
    .unique()
    .on('subscriptions')
    .column('provider_subscription_id')
    .execute();
  await db.schema.alterTable('users').addColumn('stripe_customer_id', 'text').execute();
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
