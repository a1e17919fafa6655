import { type Kysely, sql } from 'kysely';

/**
 * The search words of a locked recipe (premium or book) leave out its ingredients' names: those
 * are part of the content only subscribers and book owners see, and a search must not confirm
 * them. Ingredient keys stay, as ingredient pages list every recipe made with one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function recipes_derive() returns trigger language plpgsql as $$
    declare cfg regconfig := miamo_ts_config(new.language);
    begin
      new.ingredient_keys := coalesce(array(select distinct i->>'ingredient' from jsonb_array_elements(new.ingredients) i order by 1), '{}');
      new.step_by_step := jsonb_array_length(new.steps) > 0
        and not exists (select 1 from jsonb_array_elements(new.steps) s where coalesce(s->>'picture', '') = '');
      new.search_vector :=
        setweight(to_tsvector(cfg, unaccent(coalesce(new.title, ''))), 'A') ||
        setweight(to_tsvector(cfg, unaccent(coalesce(new.subtitle, ''))), 'B') ||
        setweight(to_tsvector(cfg, unaccent(case when new.access_mode = 'free'
          then coalesce((select string_agg(i->>'name', ' ') from jsonb_array_elements(new.ingredients) i), '') else '' end)), 'B') ||
        setweight(to_tsvector(cfg, unaccent(coalesce(new.description, ''))), 'C');
      return new;
    end $$`.execute(db);
  await sql`update recipes set title = title where access_mode <> 'free'`.execute(db);
}
