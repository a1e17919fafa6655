import { type Kysely, sql } from 'kysely';

/**
 * Workshops, the cooking classes (SPEC sections 1, 3 and 4 Workshop): a class with its host, its
 * start, length, places and booking opening; its words per language (title, description, page
 * slug); the members holding a place (one each, never more than the places: booking locks the
 * workshop's row); and the members waiting to be told when booking opens or a place frees up, in
 * the order they asked, each told once (`notified_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table workshops (
      id uuid primary key,
      host_id uuid references users(id) on delete set null,
      host_name text not null,
      starts_at timestamptz not null,
      duration_minutes integer not null check (duration_minutes > 0),
      booking_opens_at timestamptz,
      capacity integer not null check (capacity > 0),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table workshop_texts (
      workshop_id uuid not null references workshops(id) on delete cascade,
      language text not null,
      slug text not null,
      title text not null,
      description text not null,
      primary key (workshop_id, language)
    )`.execute(db);
  await sql`create unique index workshop_texts_slug_idx on workshop_texts (language, slug)`.execute(db);
  await sql`
    create table workshop_bookings (
      workshop_id uuid not null references workshops(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (workshop_id, user_id)
    )`.execute(db);
  await sql`
    create table workshop_waitlist (
      workshop_id uuid not null references workshops(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      notified_at timestamptz,
      primary key (workshop_id, user_id)
    )`.execute(db);
  await sql`
    create index workshop_waitlist_queue_idx on workshop_waitlist (workshop_id, created_at, user_id)
    where notified_at is null`.execute(db);
}
