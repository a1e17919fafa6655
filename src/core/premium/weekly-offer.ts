import { WEEKLY_OFFER_RECIPES } from '../rules';

const DAY_MS = 86_400_000;

/** One offer week: Monday 00:00 UTC to the next Monday, named by its Monday (YYYY-MM-DD). */
export interface OfferWeek {
  week: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The offer week holding `now`. Weeks are counted in UTC so every server process, whatever its
 * time zone, names the same week: that name is half of the "once per member and week" key.
 */
export function offerWeekOf(now: Date): OfferWeek {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  const startsAt = new Date(midnight - sinceMonday * DAY_MS);
  return { week: startsAt.toISOString().slice(0, 10), startsAt, endsAt: new Date(startsAt.getTime() + 7 * DAY_MS) };
}

/** FNV-1a, 32 bits: a stable, dependency-free hash (no randomness in the core). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface WeeklyChoiceInput {
  /** Ids of the published premium recipes in the member's language. */
  candidates: readonly string[];
  /** Ids the member can already open (a book they hold): offering them would give nothing. */
  unlocked: ReadonlySet<string> | readonly string[];
  /** Ids offered to the member in earlier weeks: taken again only when nothing new is left. */
  offeredBefore: ReadonlySet<string> | readonly string[];
  /** Per member (their id), so members get different recipes. */
  seed: string;
  /** The week's name (offerWeekOf), so each week draws anew. */
  week: string;
  count?: number;
}

/**
 * The week's exclusive recipes for one member (SPEC section 9: 2 a week): the same answer for the
 * same seed and week, whichever process asks. Never a recipe the member can already open; recipes
 * not offered before come first. Fewer than `count` (or none) when the catalogue runs short.
 */
export function chooseWeeklyRecipes(input: WeeklyChoiceInput): string[] {
  const unlocked = new Set(input.unlocked);
  const before = new Set(input.offeredBefore);
  const score = (id: string) => hash(`${input.seed}|${input.week}|${id}`);
  return [...new Set(input.candidates)]
    .filter((id) => !unlocked.has(id))
    .map((id) => ({ id, seen: before.has(id) ? 1 : 0, score: score(id) }))
    .sort((a, b) => a.seen - b.seen || a.score - b.score || (a.id < b.id ? -1 : 1))
    .slice(0, input.count ?? WEEKLY_OFFER_RECIPES)
    .map((pick) => pick.id);
}
