import { offeredRecipeSchema } from '../../src/core/contract/weekly-offers';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

export interface OfferMember {
  id: string;
  chosen_lang: string | null;
}

/**
 * Members the week's offer is for, a page at a time by id: opted in to the newsletter, with a
 * confirmed address (the newsletter is double opt-in: an unconfirmed sign-up may be someone else's
 * address) and a password (demo profiles have none), and no offer this week yet.
 */
export async function membersWithoutOffer(
  db: Executor,
  week: string,
  afterId: string | null,
  limit: number,
): Promise<OfferMember[]> {
  let query = db
    .selectFrom('users')
    .select(['users.id', 'users.chosen_lang'])
    .where('users.is_optin_newsletter', '=', true)
    .where('users.email_validated_at', 'is not', null)
    .where('users.password_hash', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('weekly_offers')
            .select('user_id')
            .whereRef('weekly_offers.user_id', '=', 'users.id')
            .where('week', '=', sql<string>`${week}::date`),
        ),
      ),
    );
  if (afterId) query = query.where('users.id', '>', afterId);
  return query.orderBy('users.id').limit(limit).execute();
}

/** Ids of the published premium recipes of a language: what the offer draws from. */
export async function premiumRecipeIds(db: Executor, language: string): Promise<string[]> {
  const rows = await db
    .selectFrom('recipes')
    .select('id')
    .where('language', '=', language)
    .where('status', '=', 'published')
    .where('access_mode', '=', 'premium')
    .execute();
  return rows.map((row) => row.id);
}

/** Every recipe offered to the member in any week. */
export async function offeredRecipeIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('weekly_offers').select('recipe_ids').where('user_id', '=', userId).execute();
  return rows.flatMap((row) => row.recipe_ids);
}

/** Records the week's offer; false when it exists already (another run or process was first). */
export async function insertOffer(
  db: Executor,
  offer: { userId: string; week: string; recipeIds: string[]; startsAt: Date; endsAt: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('weekly_offers')
    .values({
      user_id: offer.userId,
      week: offer.week,
      recipe_ids: offer.recipeIds,
      starts_at: offer.startsAt,
      ends_at: offer.endsAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return !!row;
}

export interface OfferRow {
  week: string;
  recipe_ids: string[];
  starts_at: Date;
  ends_at: Date;
}

const OFFER_COLUMNS = [
  sql<string>`to_char(week, 'YYYY-MM-DD')`.as('week'),
  'recipe_ids',
  'starts_at',
  'ends_at',
] as const;

/** The member's offer running at `now`, if any. */
export async function currentOffer(db: Executor, userId: string, now: Date): Promise<OfferRow | undefined> {
  return db
    .selectFrom('weekly_offers')
    .select(OFFER_COLUMNS)
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('starts_at', 'desc')
    .executeTakeFirst();
}

/** The member's offer of a named week, if any. */
export async function offerOfWeek(db: Executor, userId: string, week: string): Promise<OfferRow | undefined> {
  return db
    .selectFrom('weekly_offers')
    .select(OFFER_COLUMNS)
    .where('user_id', '=', userId)
    .where('week', '=', sql<string>`${week}::date`)
    .executeTakeFirst();
}

/** The titles and slugs of recipes in a language, in the order of `ids`. */
export async function recipeLinks(db: Executor, ids: string[], language: string) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('recipes')
    // Exactly the fields the contract answers with.
    .select(offeredRecipeSchema.required)
    .where('language', '=', language)
    .where('status', '=', 'published')
    .where('id', 'in', ids)
    .execute();
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
