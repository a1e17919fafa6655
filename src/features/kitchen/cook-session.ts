import { browserStorage } from '../../config/browser-storage';

/** A countdown started from a step: it ends at `endsAt` (ms since the epoch). */
export interface CookTimer {
  id: string;
  step: number;
  /** The step's words, e.g. "10 to 12 minutes". */
  text: string;
  seconds: number;
  endsAt: number;
}

/** Where cook mode is, per recipe, so a reload comes back to the same step and timers. */
export interface CookSession {
  step: number;
  timers: CookTimer[];
}

const keyOf = (recipeId: string) => `miamo:cook:${recipeId}`;

export function readCookSession(recipeId: string): CookSession | null {
  try {
    const value: unknown = JSON.parse(browserStorage().getItem(keyOf(recipeId)) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { step, timers } = value as Partial<CookSession>;
    if (typeof step !== 'number' || !Array.isArray(timers)) return null;
    return {
      step,
      timers: timers.filter(
        (timer): timer is CookTimer =>
          typeof timer?.id === 'string' && typeof timer.endsAt === 'number' && typeof timer.seconds === 'number',
      ),
    };
  } catch {
    return null;
  }
}

export function saveCookSession(recipeId: string, session: CookSession | null) {
  if (session) browserStorage().setItem(keyOf(recipeId), JSON.stringify(session));
  else browserStorage().removeItem(keyOf(recipeId));
}
