import { type PendingCommunityAction, parsePendingCommunityAction } from '../community/pending-community';
import type { PlanType } from '../premium/plans';

/**
 * What an anonymous visitor tried to do before being asked to log in or sign up: kept for the
 * detour through the account pages, then done once they are back (issue 5).
 */
export type PendingAction =
  | { kind: 'favourite'; recipeId: string }
  | { kind: 'follow'; userId: string }
  | { kind: 'choosePlan'; plan: PlanType }
  /** A like of a community post (the feed's or a post page's heart). */
  | { kind: 'like'; postId: string }
  /** A rating, a comment or a comment's like (src/core/community/pending-community.ts). */
  | PendingCommunityAction;

/** Long enough to register and confirm; short enough that a stale tap is not replayed days later. */
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;

export function serializePendingAction(action: PendingAction, now: number): string {
  return JSON.stringify({ ...action, at: now });
}

/** The stored action if it is well-formed and recent, else null. */
export function parsePendingAction(raw: string | null, now: number): PendingAction | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.at !== 'number' || now - value.at > PENDING_ACTION_TTL_MS || value.at > now) return null;
    if (value.kind === 'favourite' && typeof value.recipeId === 'string' && value.recipeId)
      return { kind: 'favourite', recipeId: value.recipeId };
    if (value.kind === 'follow' && typeof value.userId === 'string' && value.userId)
      return { kind: 'follow', userId: value.userId };
    if (value.kind === 'choosePlan' && (value.plan === 'monthly' || value.plan === 'yearly'))
      return { kind: 'choosePlan', plan: value.plan };
    if (value.kind === 'like' && typeof value.postId === 'string' && value.postId)
      return { kind: 'like', postId: value.postId };
    return parsePendingCommunityAction(value);
  } catch {
    return null;
  }
}
