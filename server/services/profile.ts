import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type UserRow, isPremium } from '../repositories/users';

export function imageUrl(publicUrl: string, key: string | null): string | null {
  return key ? `${publicUrl}/images/${key}` : null;
}

/** The member's profile as GET /v1/profile sends it: every User field, counts defaulting to 0. */
export async function profileOf(db: Kysely<Database>, user: UserRow, publicUrl: string) {
  const [premium, favourites] = await Promise.all([
    isPremium(db, user.id),
    db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
  ]);
  const picture = imageUrl(publicUrl, user.profile_picture);
  return {
    id: user.id,
    user_id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    profile_picture: picture,
    profile_pic: picture,
    cover_image: imageUrl(publicUrl, user.cover_image),
    last_modified: Number(user.last_modified),
    is_premium: premium,
    posts_count: 0,
    followed_by_viewer: false,
    followers_count: 0,
    follows_count: 0,
    count_recipes_favorites: Number(favourites.count),
    authored_recipes_count: 0,
    biography: user.biography,
    instagram_profile: user.instagram_profile,
    user_types: user.user_types,
    tags: user.tags,
    chosen_lang: user.chosen_lang,
    chosen_country: user.chosen_country,
    last_recipe_creation_date: null,
    is_optin_newsletter: user.is_optin_newsletter,
    email_validated: user.email_validated_at !== null,
    pending_email: user.pending_email,
  };
}
