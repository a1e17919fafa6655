import { type Kysely, sql } from 'kysely';

/**
 * Daily budgets that must survive a restart and hold across server processes (issue 38): texts
 * per country and in all, account mails per recipient and kind, validation resends per account.
 * One row per UTC day and scope, incremented in one statement that stops at the budget; scopes
 * never hold an address in clear (a mail recipient is its hash). Rows go after two days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table daily_counts (
      day date not null,
      scope text not null,
      count integer not null,
      primary key (day, scope)
    )`.execute(db);
}
