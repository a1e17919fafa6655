import { type Kysely, sql } from 'kysely';

/**
 * Full-text search in each record's language (accents ignored, stems per language), plus the
 * derived columns the SPEC's filters read: ingredient keys, step by step, author.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create function miamo_ts_config(language text) returns regconfig language sql immutable as $$
      select case language
        when 'en' then 'english' when 'fr' then 'french' when 'de' then 'german'
        when 'it' then 'italian' when 'es' then 'spanish' when 'pt' then 'portuguese'
        else 'simple' end::regconfig
    $$`.execute(db);
  await db.schema
    .alterTable('recipes')
    .addColumn('search_vector', sql`tsvector`)
    .addColumn('ingredient_keys', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('step_by_step', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('author_id', 'uuid')
    .execute();
  await sql`
    create function recipes_derive() returns trigger language plpgsql as $$
    declare cfg regconfig := miamo_ts_config(new.language);
    begin
      new.ingredient_keys := coalesce(array(select distinct i->>'ingredient' from jsonb_array_elements(new.ingredients) i order by 1), '{}');
      new.step_by_step := jsonb_array_length(new.steps) > 0
        and not exists (select 1 from jsonb_array_elements(new.steps) s where coalesce(s->>'picture', '') = '');
      new.search_vector :=
        setweight(to_tsvector(cfg, unaccent(coalesce(new.title, ''))), 'A') ||
        setweight(to_tsvector(cfg, unaccent(coalesce(new.subtitle, ''))), 'B') ||
        setweight(to_tsvector(cfg, unaccent(coalesce((select string_agg(i->>'name', ' ') from jsonb_array_elements(new.ingredients) i), ''))), 'B') ||
        setweight(to_tsvector(cfg, unaccent(coalesce(new.description, ''))), 'C');
      return new;
    end $$`.execute(db);
  await sql`create trigger recipes_derive before insert or update on recipes for each row execute function recipes_derive()`.execute(
    db,
  );
  await sql`update recipes set title = title`.execute(db);
  await sql`create index recipes_search_idx on recipes using gin (search_vector)`.execute(db);
  await sql`create index recipes_ingredient_keys_idx on recipes using gin (ingredient_keys)`.execute(db);
  await sql`create index recipes_diets_idx on recipes using gin (diets)`.execute(db);
  await sql`create index recipes_language_vertical_idx on recipes (language, vertical, last_modified desc)`.execute(db);
}
