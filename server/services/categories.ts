import type { Kysely } from 'kysely';
import type { CategoryRecord, NewCategory } from '../../src/core/contract/taxonomy';
import { slugify } from '../../src/core/format/slugify';
import { LANGUAGES, type Language, localesOfLanguage } from '../../src/core/locales/locales';
import { reservedCategorySlugs } from '../../src/core/site/filter-pages';
import type { DB } from '../db/schema';
import { unlessTaken } from '../db/unique-violation';
import { invalidBody } from '../errors';
import { translatorFor } from '../i18n';
import { type TermRow, findTermClashes, insertTerm } from '../repositories/taxonomy';

/** Words a category may not take in a language: any of its locales' diet pages and filter words. */
const reservedIn = (language: Language) =>
  new Set(localesOfLanguage(language).flatMap((locale) => reservedCategorySlugs(locale, translatorFor(locale).t)));

/**
 * Adds a recipe category in every content language, each name's slug its page's address there. A
 * name without a letter or digit, or whose slug a diet or filter page holds, is a 400; a taken id,
 * or a name another category of that language holds, a 409. Checked and written in one
 * transaction; the unique constraints answer a concurrent twin with the same 409.
 */
export async function addCategory(db: Kysely<DB>, { id, names }: NewCategory): Promise<CategoryRecord> {
  const rows: TermRow[] = LANGUAGES.map((language) => {
    const slug = slugify(names[language]);
    if (!slug) throw invalidBody(`data.names.${language}`, 'The name needs a letter or a digit for its page address');
    if (reservedIn(language).has(slug))
      throw invalidBody(`data.names.${language}`, 'A diet or filter page already uses this address');
    return { key: id, language, name: names[language].trim(), slug };
  });
  const taken = () => invalidBody('data.id', 'Another category already uses this id or name', 409);
  await db.transaction().execute(async (trx) => {
    const [clash] = await findTermClashes(trx, 'category', id, rows);
    if (clash)
      throw clash.key === id
        ? taken()
        : invalidBody(`data.names.${clash.language}`, 'Another category of this language already uses this name', 409);
    await unlessTaken(
      unlessTaken(insertTerm(trx, 'category', rows), 'taxonomy_terms_pkey', taken),
      'taxonomy_terms_slug_key',
      taken,
    );
  });
  const pick = (field: 'name' | 'slug') =>
    Object.fromEntries(rows.map((row) => [row.language, row[field]])) as Record<Language, string>;
  return { id, names: pick('name'), slugs: pick('slug') };
}
