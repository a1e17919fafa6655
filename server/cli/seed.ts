import { countDistinctRecipes } from '../repositories/recipes';
import { seedRecipes } from '../seed/seed';
import { seedDemoData } from '../seed/seed-plan';
import { syntheticRecipes } from '../seed/synthetic';
import { runWithDatabase } from './run-with-database';

/**
 * `npm run seed`: the demo data (`seedDemoData`, as `npm start` with SEED=auto) into the database;
 * `npm run seed -- --synthetic N` adds N synthetic recipes (in every language) for scale tests.
 */
runWithDatabase(async ({ database, images }, config) => {
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
  const log = (line: string) => console.log(line);
  const rows = await seedDemoData(database.db, images, { dataDir: config.dataDir, log });
  if (!rows) log('The database already has recipes: nothing seeded.');
});
