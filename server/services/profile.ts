import type { Kysely } from 'kysely';
import type { Profile } from '../../src/core/contract/accounts';
import type { Author, MemberCard, PublicProfile } from '../../src/core/contract/community';
import { isLocale } from '../../src/core/locales/locales';
import type { DB } from '../db/schema';
import { isBlocking } from '../repositories/blocks';
import { countPostsBy } from '../repositories/community-posts';
import { authoredRecipeStats } from '../repositories/creators';
import { followCounts, isFollowing } from '../repositories/follows';
import { type UserRow, countFavourites, isPremium } from '../repositories/users';

export function imageUrl(publicUrl: string, key: string | null): string | null {
  return key ? `${publicUrl}/images/${key}` : null;
}

/** What anyone may see of a member, on their profile and on a member card. */
type PublicUser = Pick<
  UserRow,
  'id' | 'username' | 'first_name' | 'last_name' | 'show_full_name' | 'profile_picture' | 'user_types'
>;

/** Who reads: the member themselves, or anyone else (the legal name only if the member chose so). */
type Audience = 'self' | 'public';

function identityOf(user: PublicUser, publicUrl: string, audience: Audience) {
  const named = audience === 'self' || user.show_full_name;
  return {
    id: user.id,
    user_id: user.id,
    username: user.username,
    first_name: named ? user.first_name : '',
    last_name: named ? user.last_name : '',
    profile_picture: imageUrl(publicUrl, user.profile_picture),
    user_types: user.user_types,
  };
}

/** Who wrote a post, a comment or a report (ids, username, picture, badges; names if shown). */
export function authorOf(user: PublicUser, publicUrl: string): Author {
  return identityOf(user, publicUrl, 'public');
}

/** A member in a followers or following list (ids, username, picture, badges; names if shown). */
export function memberCardOf(user: PublicUser & { followed_by_viewer: boolean }, publicUrl: string): MemberCard {
  return { ...identityOf(user, publicUrl, 'public'), followed_by_viewer: user.followed_by_viewer };
}

/** The public part of a profile with its counts (authored recipes: those published in the catalogue). */
async function publicPartOf(
  db: Kysely<DB>,
  user: UserRow,
  publicUrl: string,
  audience: Audience,
): Promise<Omit<PublicProfile, 'followed_by_viewer' | 'blocked_by_viewer'>> {
  const [follows, favourites, posts, authored] = await Promise.all([
    followCounts(db, user.id),
    countFavourites(db, user.id),
    countPostsBy(db, user.id),
    authoredRecipeStats(db, user.id),
  ]);
  const identity = identityOf(user, publicUrl, audience);
  return {
    ...identity,
    profile_pic: identity.profile_picture,
    cover_image: imageUrl(publicUrl, user.cover_image),
    biography: user.biography,
    instagram_profile: user.instagram_profile,
    tags: user.tags,
    posts_count: posts,
    ...follows,
    count_recipes_favorites: favourites,
    authored_recipes_count: authored.count,
    last_recipe_creation_date: authored.last?.toISOString() ?? null,
  };
}

/** The member's profile as GET /v1/profile sends it: every User field, counts defaulting to 0. */
export async function profileOf(db: Kysely<DB>, user: UserRow, publicUrl: string): Promise<Profile> {
  const [premium, shown] = await Promise.all([isPremium(db, user.id), publicPartOf(db, user, publicUrl, 'self')]);
  return {
    ...shown,
    show_full_name: user.show_full_name,
    email: user.email,
    last_modified: Number(user.last_modified),
    is_premium: premium,
    followed_by_viewer: false,
    // Only a locale is ever stored (sign-up's, or the PATCH enum): anything else reads as none.
    chosen_lang: user.chosen_lang && isLocale(user.chosen_lang) ? user.chosen_lang : null,
    chosen_country: user.chosen_country,
    is_optin_newsletter: user.is_optin_newsletter,
    email_validated: user.email_validated_at !== null,
    pending_email: user.pending_email,
  };
}

/**
 * A member's profile as anyone sees it (GET /v1/community/users/{userId}): no e-mail, language,
 * country, newsletter or subscription, and no legal name unless the member chose to show it (the
 * member included: this is what others see). `followed_by_viewer` and `blocked_by_viewer` are
 * about the caller, false when anonymous.
 */
export async function publicProfileOf(
  db: Kysely<DB>,
  user: UserRow,
  publicUrl: string,
  viewerId: string | null,
): Promise<PublicProfile> {
  const other = viewerId && viewerId !== user.id ? viewerId : null;
  const [shown, followed, blocked] = await Promise.all([
    publicPartOf(db, user, publicUrl, 'public'),
    other ? isFollowing(db, other, user.id) : false,
    other ? isBlocking(db, other, user.id) : false,
  ]);
  return { ...shown, followed_by_viewer: followed, blocked_by_viewer: blocked };
}
