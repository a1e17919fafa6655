import path from 'node:path';
import { seedDemoCommunity } from '../db/demo-community';
import { seedDemoProfiles } from '../db/demo-profiles';
import { seedDemoRecipes } from '../db/demo-recipes';
import { seedWorkshops } from '../db/seed-workshops';
import { seedProjects } from '../db/seed-projects';
import { seedVideos } from '../db/seed-videos';
import { COPY_CODES_FILE, readContentRecipes, seedIfEmpty, seedRecipes } from '../db/seed';
import { renderRecipePictures } from '../db/seed-pictures';
import { syntheticRecipes } from '../db/synthetic';
import { s3Storage } from '../images/s3-storage';
import { diskStorage } from '../images/storage';
import { countDistinctRecipes } from '../repositories/recipes';
import { runWithDatabase } from './run-with-database';

/**
 * `npm run seed`: the content catalogue into an empty database; `npm run seed -- --synthetic N`
 * adds N synthetic recipes (in every language) for scale tests.
 */
runWithDatabase(async (database, config) => {
  const at = process.argv.indexOf('--synthetic');
  if (at >= 0) {
    const count = Number(process.argv[at + 1]);
    if (!Number.isInteger(count) || count < 1)
      throw new Error('--synthetic needs a number of recipes, e.g. --synthetic 10000');
    const existing = await countDistinctRecipes(database.db);
    for (let done = 0; done < count; done += 1000) {
      await seedRecipes(database.db, syntheticRecipes(Math.min(1000, count - done), existing + done));
    }
    console.log(`Added ${count} synthetic recipes in every language.`);
    return;
  }
  const contentDir = path.resolve(__dirname, '../../content');
  const rows = await seedIfEmpty(database.db, contentDir, {
    copyCodesFile: path.join(config.dataDir, COPY_CODES_FILE),
  });
  console.log(rows ? `Seeded ${rows} recipe records.` : 'The database already has recipes: nothing seeded.');
  const profiles = await seedDemoProfiles(database.db);
  if (profiles) console.log(`Seeded ${profiles} demo profiles.`);
  const storage = config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'images'));
  const drawn = await renderRecipePictures(storage, readContentRecipes(contentDir));
  if (drawn) console.log(`Drew ${drawn} recipe pictures.`);
  const videos = await seedVideos(database.db, storage, contentDir, readContentRecipes(contentDir));
  if (videos) console.log(`Seeded ${videos} recipe videos and their shows.`);
  const posts = await seedDemoCommunity(database.db, storage);
  if (posts) console.log(`Seeded ${posts} demo re-creations.`);
  const demoRecipes = await seedDemoRecipes(database.db, storage);
  if (demoRecipes) console.log(`Seeded ${demoRecipes} demo community recipes.`);
  const workshops = await seedWorkshops(database.db, contentDir);
  if (workshops) console.log(`Seeded ${workshops} workshops.`);
  const projects = await seedProjects(database.db, contentDir);
  if (projects) console.log(`Seeded ${projects} co-creation projects.`);
});
