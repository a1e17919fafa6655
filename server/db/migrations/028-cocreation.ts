import { type Kysely, sql } from 'kysely';

/**
 * Co-creation projects (SPEC sections 1 and 4): a project's dates, its words per language, the
 * members taking part (in the order they joined) and the catalogue recipes it made, in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cocreation_projects (
      id uuid primary key,
      starts_at timestamptz not null,
      ends_at timestamptz not null check (ends_at > starts_at),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table cocreation_project_texts (
      project_id uuid not null references cocreation_projects(id) on delete cascade,
      language text not null,
      slug text not null,
      title text not null,
      story text not null,
      primary key (project_id, language)
    )`.execute(db);
  await sql`
    create table cocreation_participants (
      project_id uuid not null references cocreation_projects(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      joined_at timestamptz not null default now(),
      primary key (project_id, user_id)
    )`.execute(db);
  await sql`create index cocreation_participants_order_idx on cocreation_participants (project_id, joined_at, user_id)`.execute(
    db,
  );
  await sql`
    create table cocreation_recipes (
      project_id uuid not null references cocreation_projects(id) on delete cascade,
      recipe_id text not null,
      position integer not null,
      primary key (project_id, recipe_id)
    )`.execute(db);
}
