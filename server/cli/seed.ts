import path from 'node:path';
import { parseConfig } from '../config';
import { lockDataDir } from '../data-dir-lock';
import { createDb, migrate } from '../db/create-db';
import { readContentRecipes, seedIfEmpty, seedRecipes } from '../db/seed';
import { renderRecipePictures } from '../db/seed-pictures';
import { s3Storage } from '../images/s3-storage';
import { diskStorage } from '../images/storage';
import { syntheticRecipes } from '../db/synthetic';

/**
 * `npm run seed`: the content catalogue into an empty database; `npm run seed -- --synthetic N`
 * adds N synthetic recipes (in every language) for scale tests.
 */
async function main() {
  const config = parseConfig();
  const at = process.argv.indexOf('--synthetic');
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrate(database.db);
    if (at >= 0) {
      const count = Number(process.argv[at + 1]);
      if (!Number.isInteger(count) || count < 1) throw new Error('--synthetic needs a number of recipes, e.g. --synthetic 10000');
      const { n } = await database.db.selectFrom('recipes').select((eb) => eb.fn.count<string>('id').distinct().as('n')).executeTakeFirstOrThrow();
      for (let done = 0; done < count; done += 1000) {
        await seedRecipes(database.db, syntheticRecipes(Math.min(1000, count - done), Number(n) + done));
      }
      console.log(`Added ${count} synthetic recipes in every language.`);
    } else {
      const contentDir = path.resolve(__dirname, '../../content');
      const rows = await seedIfEmpty(database.db, contentDir);
      console.log(rows ? `Seeded ${rows} recipe records.` : 'The database already has recipes: nothing seeded.');
      const storage = config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'images'));
      const drawn = await renderRecipePictures(storage, readContentRecipes(contentDir));
      if (drawn) console.log(`Drew ${drawn} recipe pictures.`);
    }
  } finally {
    await database.close();
    release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
