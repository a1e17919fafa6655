import { runWithDatabase } from './run-with-database';

/** `npm run migrate`: applies the pending migrations to the configured database, then exits. */
runWithDatabase(async () => {
  console.log('The database is up to date.');
});
