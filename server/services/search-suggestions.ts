import type { Kysely } from 'kysely';
import type { Suggestions } from '../../src/core/contract/search-suggestions';
import { displayNameOf } from '../../src/core/accounts/badges';
import type { DB } from '../db/schema';
import { searchWords, toPrefixQuery } from '../records/fields';
import { listCreators } from '../repositories/creators';
import { nearestWord, recipesByTitle, startsSomeWord, termsStartingWith } from '../repositories/search-suggestions';
import { authorOf } from './profile';

/** Words shorter than this are never corrected: too many words are near them. */
const CORRECTED_FROM_LENGTH = 4;
/** The words of one query looked at for typos: each costs two lookups. */
const CORRECTED_WORDS = 3;

/**
 * The query with each word that starts no catalogue word replaced by the nearest one; null when
 * no word needed it or none was near enough.
 */
async function correctionOf(db: Kysely<DB>, language: string, words: string[]): Promise<string | null> {
  let changed = false;
  const corrected = await Promise.all(
    words.map(async (word, index) => {
      if (index >= CORRECTED_WORDS || word.length < CORRECTED_FROM_LENGTH) return word;
      if (await startsSomeWord(db, language, word)) return word;
      const nearest = await nearestWord(db, language, word);
      if (!nearest) return word;
      changed = true;
      return nearest;
    }),
  );
  return changed ? corrected.join(' ') : null;
}

/** What the search box offers for the text typed so far (SPEC search, issue 17). */
export async function suggestionsFor(
  db: Kysely<DB>,
  { language, q, viewerId, publicUrl }: { language: string; q: string; viewerId: string | null; publicUrl: string },
): Promise<Suggestions> {
  const words = searchWords(q);
  const text = words.join(' ');
  if (!words.length) return { recipes: [], ingredients: [], categories: [], creators: [], correction: null };
  const [recipes, ingredients, categories, creators, correction] = await Promise.all([
    recipesByTitle(db, language, toPrefixQuery(text, 'A')!),
    termsStartingWith(db, 'ingredient', language, text),
    termsStartingWith(db, 'category', language, text),
    listCreators(db, { viewerId, q: text, limit: 3 }),
    correctionOf(db, language, words),
  ]);
  return {
    recipes,
    ingredients,
    categories,
    creators: creators
      .slice(0, 3)
      .map((row) => ({ id: row.id, name: displayNameOf(authorOf(row, publicUrl)) }))
      .filter((creator) => creator.name),
    correction,
  };
}
