import { type Kysely, sql } from 'kysely';

/**
 * Content-editor previews (SPEC section 2): a recipe or CMS page not published, kept for staff to
 * open with the site's own templates through a link whose secret only its SHA-256 here matches,
 * until it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table previews (
      token_hash text primary key,
      kind text not null check (kind in ('recipe', 'page')),
      locale text not null,
      data jsonb not null,
      created_by uuid references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index previews_expires_idx on previews (expires_at)`.execute(db);
}
