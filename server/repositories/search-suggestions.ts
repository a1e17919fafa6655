import { type SqlBool, sql } from 'kysely';
import type { Executor } from '../db/executor';

const SUGGESTIONS = 5;

/** Published recipes of the language whose titles hold words starting with the query's, most viewed first. */
export async function recipesByTitle(db: Executor, language: string, titleQuery: string) {
  return db
    .selectFrom('recipes')
    .select(['id', 'title', 'url_slug', 'vertical'])
    .where('language', '=', language)
    .where('status', '=', 'published')
    .where(sql<SqlBool>`search_vector @@ (select to_tsquery(miamo_ts_config(${language}), unaccent(${titleQuery})))`)
    .orderBy('view_count', 'desc')
    .orderBy('id')
    .limit(SUGGESTIONS)
    .execute();
}

/** Terms of a kind whose name, or a word of it, starts with the text (accents and case ignored). */
export async function termsStartingWith(db: Executor, kind: 'category' | 'ingredient', language: string, text: string) {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .selectFrom('taxonomy_terms')
    .select(['key as id', 'name'])
    .where('kind', '=', kind)
    .where('language', '=', language)
    .where(({ or }) =>
      or([
        sql<SqlBool>`unaccent(lower(name)) like unaccent(lower(${`${escaped}%`}))`,
        sql<SqlBool>`unaccent(lower(name)) like unaccent(lower(${`% ${escaped}%`}))`,
      ]),
    )
    .orderBy('name')
    .limit(SUGGESTIONS)
    .execute();
}

/** Whether some word of the language's catalogue starts with this one. */
export async function startsSomeWord(db: Executor, language: string, word: string): Promise<boolean> {
  const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
  const row = await db
    .selectFrom('search_words')
    .select('word')
    .where('language', '=', language)
    .where(sql<SqlBool>`word like lower(unaccent(${escaped})) || '%'`)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** The catalogue word of the language nearest to this one by trigram similarity, when one is near enough. */
export async function nearestWord(db: Executor, language: string, word: string): Promise<string | undefined> {
  const typed = sql`lower(unaccent(${word}))`;
  const row = await db
    .selectFrom('search_words')
    .select('word')
    .where('language', '=', language)
    .where(sql<SqlBool>`word % ${typed}`)
    .orderBy(sql`similarity(word, ${typed})`, 'desc')
    .orderBy('word')
    .limit(1)
    .executeTakeFirst();
  return row?.word;
}
