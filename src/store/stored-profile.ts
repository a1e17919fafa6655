import type { Profile } from './profile-slice';

/**
 * The only profile fields that rest in the browser's storage (persist:root and miamo.profile):
 * what tells the member's own pages apart and counts their tabs before the profile is fetched
 * again. The e-mail address, names, biography and the like stay in memory only: a shared or
 * stolen device's storage gives away the token, never who the member is.
 */
export const STORED_PROFILE_FIELDS = [
  'id',
  'user_id',
  'username',
  'is_premium',
  'email_validated',
  'user_types',
  'chosen_lang',
  'count_recipes_favorites',
  'followers_count',
  'follows_count',
  'posts_count',
  'authored_recipes_count',
] as const;

/** The profile as it may be stored; the rest comes back from GET /v1/profile after a reload. */
export function storedProfileOf(profile: Profile | null): Profile | null {
  if (!profile) return null;
  return Object.fromEntries(
    STORED_PROFILE_FIELDS.filter((field) => field in profile).map((field) => [field, profile[field]]),
  ) as Profile;
}
