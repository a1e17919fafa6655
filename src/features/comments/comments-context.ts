import { createContext, useContext, type ReactNode } from 'react';
import type { useMemberGate } from '../../components/members-only/member-gate';
import type { Comment, CommentTarget } from './comments-api';

/**
 * Where a comment's report control comes from (the moderation feature's, given by the page);
 * `className` gives it the look of the comment's other actions.
 */
export type CommentReport = (comment: Comment, className?: string) => ReactNode;

/** What every part of one comments section shares: its target, the member gate, the clock. */
export interface CommentsContextValue {
  target: CommentTarget;
  /** The section's heading, where focus goes when the focused comment is gone. */
  headingId: string;
  gate: ReturnType<typeof useMemberGate>;
  /** The time relative times are counted from, moved on every half minute. */
  now: number;
  report?: CommentReport;
}

export const CommentsContext = createContext<CommentsContextValue | null>(null);

export function useCommentsContext(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('a comment part needs the Comments section around it');
  return value;
}
