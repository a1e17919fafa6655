import { sql } from 'kysely';
import { createDb, migrate } from '../server/db/create-db';
import { seedRecipes } from '../server/db/seed';
import { syntheticRecipes } from '../server/db/synthetic';
const db = await createDb({ databaseUrl: '' });
await migrate(db.db);
for (let i = 0; i < 5; i++) await seedRecipes(db.db, syntheticRecipes(1000, i * 1000));
const q = async (text: string) => {
  const t = Date.now();
  for (let i = 0; i < 20; i++) await sql.raw(text).execute(db.db);
  console.log(((Date.now() - t) / 20).toFixed(2), 'ms', text.slice(0, 90));
  const { rows } = await sql.raw(`explain ${text}`).execute(db.db);
  console.log(rows.map((r: any) => '   ' + r['QUERY PLAN']).slice(0, 6).join('\n'));
};
await q(`select max(last_modified) from recipes where language = 'fr'`);
await q(`select * from recipes where language = 'fr' and status = 'published' order by last_modified desc, id desc limit 21`);
await q(`select id from recipes where language='fr' and status='published' and search_vector @@ to_tsquery(miamo_ts_config('fr'), unaccent('tomates:*')) and diets @> array['vegetarian']::text[] and preparation_time <= 30 order by ts_rank_cd(search_vector, to_tsquery(miamo_ts_config('fr'), unaccent('tomates:*'))) desc limit 21`);
await db.close();
