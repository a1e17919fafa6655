import { type Kysely, sql } from 'kysely';

/**
 * The words visitors may search the catalogue by, per language, for typo tolerance ("choclate"
 * finds chocolate, by trigram similarity): words of published titles and subtitles, and of the
 * ingredient names of free recipes only (a locked recipe's ingredients are its content, migration
 * 013), unaccented and lower-case. Words stay when a recipe goes: a stale word finds nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_words (
      language text not null,
      word text not null,
      primary key (language, word)
    )`.execute(db);
  await sql`create index search_words_trigram_idx on search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`
    create function search_words_of(r recipes) returns setof text language sql stable as $$
      select distinct w
      from regexp_split_to_table(lower(unaccent(concat_ws(' ', r.title, r.subtitle,
        case when r.access_mode = 'free'
          then (select string_agg(i->>'name', ' ') from jsonb_array_elements(r.ingredients) i) end))),
        '[^[:alnum:]]+') w
      where length(w) between 3 and 40 and w !~ '^[0-9]+$'
    $$`.execute(db);
  await sql`
    create function recipes_search_words() returns trigger language plpgsql as $$
    begin
      if new.status = 'published' then
        insert into search_words (language, word)
        select new.language, w from search_words_of(new) w
        on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger recipes_search_words after insert or update on recipes
    for each row execute function recipes_search_words()`.execute(db);
  await sql`
    insert into search_words (language, word)
    select distinct r.language, w from recipes r, search_words_of(r) w where r.status = 'published'
    on conflict do nothing`.execute(db);
}
