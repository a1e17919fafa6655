import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readContentRecipes } from '../server/seed/content-recipes';
import { drawJpeg } from '../server/seed/seed-pictures';
import { hasFfmpeg, transcode } from '../server/videos/transcode';

/**
 * Writes content/videos/{recipe id}/: the HLS ladder, poster and preview loop of a 4-second clip
 * for each seed recipe with a video, made from its drawn cover by the server's own pipeline. The
 * clips are committed (about 1.6 MB in all), so a fresh start needs no ffmpeg; run this again
 * (`npx tsx scripts/make-seed-clips.ts`, ffmpeg installed) only when the pipeline changes.
 */
const CONTENT = path.resolve(__dirname, '../content');

async function main() {
  if (!(await hasFfmpeg())) throw new Error('ffmpeg is needed to make the seed clips: apt-get install ffmpeg');
  const recipes = readContentRecipes(CONTENT).filter((recipe) => recipe.en.has_video);
  for (const { en: recipe } of recipes) {
    const out = path.join(CONTENT, 'videos', recipe.id);
    fs.rmSync(out, { recursive: true, force: true });
    const picture = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-clip-')), 'cover.jpg');
    fs.writeFileSync(picture, await drawJpeg(recipe.palette!, recipe.id, 1200));
    await transcode(picture, out, { hasAudio: false, still: 4 });
    console.log(`${recipe.id}: ${fs.readdirSync(out).length} files`);
  }
}

void main();
