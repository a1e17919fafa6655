import type { AccessMode, Difficulty } from '../rules';

/** What a recipe card shows: the summary every list page carries (no steps, no ingredients). */
export interface RecipeSummary {
  id: string;
  url_slug: string;
  title: string;
  subtitle: string;
  vertical: string;
  total_time: number;
  difficulty: Difficulty;
  access_mode: AccessMode;
  has_video: boolean;
  palette: string[];
  /** The square thumbnail (`/images/...`), null when the recipe has no picture yet. */
  web_cover_thumbnail: string | null;
}

/** The `_fields` a list asks the records endpoint for, to draw its cards. */
export const SUMMARY_FIELDS =
  'url_slug,title,subtitle,vertical,total_time,difficulty,access_mode,has_video,palette,web_cover_thumbnail';

export function toRecipeSummary(record: RecipeSummary & Record<string, unknown>): RecipeSummary {
  const { id, url_slug, title, subtitle, vertical, total_time, difficulty, access_mode, has_video, palette } = record;
  const web_cover_thumbnail = (record.web_cover_thumbnail as string | null | undefined) ?? null;
  return {
    id,
    url_slug,
    title,
    subtitle,
    vertical,
    total_time,
    difficulty,
    access_mode,
    has_video,
    palette,
    web_cover_thumbnail,
  };
}

/**
 * A recipe is locked unless free, or the member is premium, or owns its book (SPEC section 4), or
 * it is one of the member's exclusive recipes of this week (SPEC section 9, the weekly offer).
 */
export function isLocked(
  accessMode: AccessMode,
  access: { isPremium: boolean; ownsBook: boolean; offeredThisWeek?: boolean },
): boolean {
  if (accessMode === 'free') return false;
  if (access.isPremium || access.offeredThisWeek) return false;
  return !(accessMode === 'book' && access.ownsBook);
}
