import { type Kysely, sql } from 'kysely';

/**
 * Videos and cooking shows (SPEC sections 1, 2 and 3 Show). A video is an uploaded clip made into
 * an HLS ladder, a poster and a preview loop (server/videos), its files kept in the image storage
 * under videos/{id}/, with captions per language. A recipe may have one video; a show has
 * seasons of episodes, each a video with the recipe it cooks. Shows and episodes are records
 * (Kinto's protocol, `last_modified`) read per locale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table videos (
      id uuid primary key,
      status text not null default 'processing' check (status in ('processing', 'ready', 'failed')),
      duration_seconds double precision,
      width integer,
      height integer,
      caption_languages text[] not null default '{}',
      error text,
      uploaded_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table recipe_videos (
      recipe_id text primary key,
      video_id uuid not null references videos(id) on delete cascade
    )`.execute(db);
  await sql`
    create table shows (
      id uuid primary key,
      position integer not null,
      last_modified bigint not null
    )`.execute(db);
  await sql`
    create table show_texts (
      show_id uuid not null references shows(id) on delete cascade,
      language text not null,
      slug text not null,
      title text not null,
      description text not null,
      primary key (show_id, language)
    )`.execute(db);
  await sql`create unique index show_texts_slug_idx on show_texts (language, slug)`.execute(db);
  await sql`
    create table show_episodes (
      id uuid primary key,
      show_id uuid not null references shows(id) on delete cascade,
      season integer not null check (season > 0),
      number integer not null check (number > 0),
      video_id uuid not null references videos(id),
      recipe_id text,
      published_at bigint not null,
      last_modified bigint not null,
      unique (show_id, season, number)
    )`.execute(db);
  await sql`create index show_episodes_published_idx on show_episodes (published_at desc, id)`.execute(db);
}
