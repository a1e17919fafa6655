import {
  COMMENT_MAX_CHARS,
  COMMENT_TYPES,
  type CommentType,
  RATING_REASONS,
  RATING_STARS,
  type RatingReason,
} from '../rules';
import { commentLength } from './comment-length';

/**
 * A comment on a recipe or a post, or a reply to a comment (`parent`), written before logging in;
 * its picture is left out (a file cannot wait).
 */
export type PendingComment = { text: string; type: CommentType } & (
  { recipe: string } | { post: string } | { parent: number }
);

/** What a visitor may try in the community before logging in, done once they are back. */
export type PendingCommunityAction =
  | { kind: 'rate'; recipeId: string; stars: number; reasons: RatingReason[] }
  | { kind: 'comment'; comment: PendingComment }
  | { kind: 'likeComment'; commentId: string };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function parseComment(value: unknown): PendingComment | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, type, recipe, post, parent } = value as Record<string, unknown>;
  if (!isText(text) || commentLength(text) > COMMENT_MAX_CHARS) return null;
  if (!COMMENT_TYPES.includes(type as CommentType)) return null;
  // On a recipe, on a post or under a comment: exactly one, as the API takes it.
  const targets = [recipe, post, parent].filter((one) => one !== undefined);
  if (targets.length !== 1) return null;
  const kept = { text, type: type as CommentType };
  if (isText(recipe)) return { ...kept, recipe };
  if (isText(post)) return { ...kept, post };
  return Number.isInteger(parent) && (parent as number) > 0 ? { ...kept, parent: parent as number } : null;
}

/** The stored community action if it is well-formed, else null (pending-action.ts checks its age). */
export function parsePendingCommunityAction(value: Record<string, unknown>): PendingCommunityAction | null {
  if (value.kind === 'rate') {
    const { recipeId, stars, reasons } = value;
    if (!isText(recipeId) || !Number.isInteger(stars)) return null;
    if ((stars as number) < RATING_STARS.min || (stars as number) > RATING_STARS.max) return null;
    if (!Array.isArray(reasons) || !reasons.every((r) => RATING_REASONS.includes(r as RatingReason))) return null;
    return { kind: 'rate', recipeId, stars: stars as number, reasons: [...new Set(reasons as RatingReason[])] };
  }
  if (value.kind === 'comment') {
    const comment = parseComment(value.comment);
    return comment && { kind: 'comment', comment };
  }
  if (value.kind === 'likeComment' && isText(value.commentId))
    return { kind: 'likeComment', commentId: value.commentId };
  return null;
}
