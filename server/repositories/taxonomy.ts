import type { Insertable } from 'kysely';
import type { Term } from '../../src/core/contract/taxonomy';
import type { Executor } from '../db/executor';
import type { TaxonomyTerms } from '../db/schema';

/** A term's localized names and page slugs, one row per content language. */
export type TermRow = Pick<TaxonomyTerms, 'key' | 'language' | 'name' | 'slug'>;

/** A kind's terms in one language, by name: their key as `id`, their name and page slug. */
export async function listTerms(db: Executor, kind: TaxonomyTerms['kind'], language: string): Promise<Term[]> {
  return db
    .selectFrom('taxonomy_terms')
    .select(['key as id', 'name', 'slug'])
    .where('kind', '=', kind)
    .where('language', '=', language)
    .orderBy('name')
    .execute();
}

/** The rows of a kind that already hold the key, or one of the slugs in its language. */
export async function findTermClashes(
  db: Executor,
  kind: TaxonomyTerms['kind'],
  key: string,
  rows: readonly TermRow[],
): Promise<TermRow[]> {
  return db
    .selectFrom('taxonomy_terms')
    .select(['key', 'language', 'name', 'slug'])
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([
        eb('key', '=', key),
        ...rows.map((row) => eb.and([eb('language', '=', row.language), eb('slug', '=', row.slug)])),
      ]),
    )
    .execute();
}

/** Adds a term in every language at once. */
export async function insertTerm(db: Executor, kind: TaxonomyTerms['kind'], rows: readonly TermRow[]): Promise<void> {
  await db
    .insertInto('taxonomy_terms')
    .values(rows.map((row) => ({ kind, ...row })))
    .execute();
}

/** The seed's terms, in batches (one statement per 500 rows keeps the bind count small). */
export async function insertTerms(trx: Executor, rows: Insertable<TaxonomyTerms>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('taxonomy_terms')
      .values(rows.slice(i, i + 500))
      .execute();
}
