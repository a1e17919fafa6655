import type { CommunityRecipeSummary } from '../../../src/core/contract/community-recipes';
import type { CursorPosition } from '../../repositories/community-columns';
import type { SummaryRow } from '../../repositories/community-recipe-lists';
import { authorOf, imageUrl } from '../profile';

/** A line of "My recipes", of the moderators' queue or of a creator's recipes. */
export function summaryOf(row: SummaryRow, publicUrl: string): CommunityRecipeSummary {
  return {
    uuid: row.id,
    title: row.title,
    language: row.language as CommunityRecipeSummary['language'],
    picture_thumbnail: imageUrl(publicUrl, row.picture_thumbnail_key),
    status: row.status as CommunityRecipeSummary['status'],
    refusal_reason: row.refusal_reason,
    author: authorOf({ ...row, id: row.author_id }, publicUrl),
    published: row.published_slug ? { id: row.id, language: row.language, url_slug: row.published_slug } : null,
    reports_count: Number(row.reports_count ?? 0),
    updated_time: new Date(row.updated_at).toISOString(),
    submitted_time: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
  };
}

/** Where a line stands in its list: the list's own time (changed, submitted), then the recipe. */
export const summaryPosition = (row: SummaryRow): CursorPosition => ({ at: row.cursor_at, id: row.id });

/** A page of recipe lines, as `communityPage` reads it: where each line stands and what it shows. */
export const summaryLines = (publicUrl: string) => ({
  positionOf: summaryPosition,
  itemOf: (row: SummaryRow) => summaryOf(row, publicUrl),
});
