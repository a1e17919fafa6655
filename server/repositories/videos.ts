import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { countRows } from './row-counts';

export interface VideoRow {
  id: string;
  status: string;
  duration_seconds: number | null;
  caption_languages: string[];
  error: string | null;
}

const COLUMNS = ['id', 'status', 'duration_seconds', 'caption_languages', 'error'] as const;

export async function insertVideo(
  db: Executor,
  video: { id: string; status: 'processing' | 'ready'; uploaded_by?: string | null } & Partial<{
    duration_seconds: number;
    width: number;
    height: number;
    caption_languages: string[];
  }>,
): Promise<void> {
  await db.insertInto('videos').values(video).execute();
}

export async function findVideo(db: Executor, id: string): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function markVideo(
  db: Executor,
  id: string,
  change: {
    status: 'ready' | 'failed';
    error?: string | null;
    duration_seconds?: number;
    width?: number;
    height?: number;
  },
): Promise<void> {
  await db
    .updateTable('videos')
    .set({ ...change, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Every ready video a recipe has, by recipe id. */
export async function recipeVideoRows(db: Executor): Promise<(VideoRow & { recipe_id: string })[]> {
  return db
    .selectFrom('recipe_videos as r')
    .innerJoin('videos as v', 'v.id', 'r.video_id')
    .select(['r.recipe_id', 'v.id', 'v.status', 'v.duration_seconds', 'v.caption_languages', 'v.error'])
    .where('v.status', '=', 'ready')
    .orderBy('r.recipe_id')
    .execute();
}

export async function linkRecipeVideo(db: Executor, recipeId: string, videoId: string): Promise<void> {
  await db
    .insertInto('recipe_videos')
    .values({ recipe_id: recipeId, video_id: videoId })
    .onConflict((oc) => oc.column('recipe_id').doUpdateSet({ video_id: videoId }))
    .execute();
}

export const countVideos = (db: Executor): Promise<number> => countRows(db, 'videos');
