import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ImageStorage } from '../images/storage';
import { seedDemoCommunity } from './demo-community';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoRecipes } from './demo-recipes';
import { readContentRecipes } from './content-recipes';
import { COPY_CODES_FILE, seedIfEmpty } from './seed';
import { renderRecipePictures } from './seed-pictures';
import { seedProjects } from './seed-projects';
import { seedVideos } from './seed-videos';
import { seedWorkshops } from './seed-workshops';

/** The seed catalogue of the repository. */
export const CONTENT_DIR = path.resolve(__dirname, '../../content');

/**
 * The demo data, step by step, each step writing only what is missing (so a second run writes
 * nothing): the catalogue, the demo profiles, the recipe pictures, the videos and their shows, the
 * demo re-creations, the demo community recipes, the workshops and the co-creation projects. The
 * generated book codes go to `COPY_CODES_FILE` in the data directory. Returns the catalogue rows
 * written (0 when the database had recipes already).
 */
export async function seedDemoData(
  db: Kysely<DB>,
  storage: ImageStorage,
  { dataDir, log, contentDir = CONTENT_DIR }: { dataDir: string; log: (line: string) => void; contentDir?: string },
): Promise<number> {
  const recipes = readContentRecipes(contentDir);
  const catalogueRows = await seedIfEmpty(db, contentDir, { copyCodesFile: path.join(dataDir, COPY_CODES_FILE) });
  if (catalogueRows) log(`Seeded ${catalogueRows} recipe records`);
  const steps: [string, () => Promise<number>][] = [
    ['demo profiles', () => seedDemoProfiles(db)],
    ['drawn recipe pictures', () => renderRecipePictures(storage, recipes)],
    ['recipe videos and their shows', () => seedVideos(db, storage, contentDir, recipes)],
    ['demo re-creations', () => seedDemoCommunity(db, storage)],
    ['demo community recipes', () => seedDemoRecipes(db, storage)],
    ['workshops', () => seedWorkshops(db, contentDir)],
    ['co-creation projects', () => seedProjects(db, contentDir)],
  ];
  for (const [what, step] of steps) {
    const written = await step();
    if (written) log(`Seeded ${written} ${what}`);
  }
  return catalogueRows;
}
