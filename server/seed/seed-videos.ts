import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { slugify } from '../../src/core/format/slugify';
import { LANGUAGES } from '../../src/core/locales/locales';
import { VIDEO_FILES, videoKey } from '../../src/core/videos/video-files';
import type { ImageStorage } from '../images/storage';
import { insertShow } from '../repositories/shows';
import { countVideos, insertVideo, linkRecipeVideo } from '../repositories/videos';
import type { SeedRecipe } from './content-recipes';
import type { DB } from '../db/schema';

/** A show of content/shows.json: its words per language and its episodes, each cooking a seed recipe. */
export interface ContentShow {
  id: string;
  episodes: { id: string; season: number; number: number; recipe: string; published_days_ago: number }[];
  texts: Record<string, { title: string; description: string }>;
}

export function readContentShows(contentDir: string): ContentShow[] {
  const file = path.join(contentDir, 'shows.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ContentShow[]) : [];
}

/** The seed clips' length (scripts/make-seed-clips.ts). */
const CLIP_SECONDS = 4;
const timestamp = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;

/** One cue: the recipe's name, in the caption track's language. */
const captionsOf = (title: string) => `WEBVTT\n\n${timestamp(0)} --> ${timestamp(CLIP_SECONDS)}\n${title}\n`;

/**
 * Seeds the videos and shows when there is no video yet: each committed clip of content/videos
 * (made by the server's pipeline, so no ffmpeg is needed here) is copied into the storage with a
 * captions track per language, tied to its recipe; then the shows of content/shows.json, their
 * episodes playing those recipes' clips.
 */
export async function seedVideos(
  db: Kysely<DB>,
  storage: ImageStorage,
  contentDir: string,
  recipes: SeedRecipe[],
  now = new Date(),
): Promise<number> {
  if ((await countVideos(db)) > 0) return 0;
  const clipsDir = path.join(contentDir, 'videos');
  if (!fs.existsSync(clipsDir)) return 0;
  const videoOf = new Map<string, string>();
  for (const recipeId of fs.readdirSync(clipsDir).sort()) {
    const recipe = recipes.find((r) => r.en.id === recipeId);
    if (!recipe) continue;
    const id = randomUUID();
    for (const file of fs.readdirSync(path.join(clipsDir, recipeId))) {
      await storage.put(videoKey(id, file), fs.readFileSync(path.join(clipsDir, recipeId, file)));
    }
    const languages = LANGUAGES.filter((language) => recipe[language]);
    for (const language of languages) {
      const title = recipe[language].title;
      await storage.put(videoKey(id, VIDEO_FILES.captions(language)), Buffer.from(captionsOf(title)));
    }
    await insertVideo(db, {
      id,
      status: 'ready',
      duration_seconds: CLIP_SECONDS,
      width: 1280,
      height: 720,
      caption_languages: languages,
    });
    await linkRecipeVideo(db, recipeId, id);
    videoOf.set(recipeId, id);
  }
  for (const [position, show] of readContentShows(contentDir).entries()) {
    await insertShow(db, {
      id: show.id,
      position,
      last_modified: now.getTime(),
      texts: LANGUAGES.flatMap((language) => {
        const text = show.texts[language];
        return text ? [{ language, slug: slugify(text.title), ...text }] : [];
      }),
      episodes: show.episodes.flatMap((episode) => {
        const video = videoOf.get(episode.recipe);
        return video
          ? [
              {
                id: episode.id,
                season: episode.season,
                number: episode.number,
                video_id: video,
                recipe_id: episode.recipe,
                published_at: now.getTime() - episode.published_days_ago * 86_400_000,
              },
            ]
          : [];
      }),
    });
  }
  return videoOf.size;
}
