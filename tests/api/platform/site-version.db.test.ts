import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecipeInput } from '../../../src/core/contract/recipes';
import type { Db } from '../../../server/db/create-db';
import { seedRecipes } from '../../../server/seed/seed';
import { publishRecipe } from '../../../server/services/recipe-writer';
import { checkBuild, readBuildStamp, writeBuildStamp } from '../../../server/site/build-site';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, freshDb } from '../engines';

/** A project with one source file and a built site beside it (public/index.html). */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-version-'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src/page.tsx'), 'export default null;');
  fs.mkdirSync(path.join(root, 'public'));
  fs.writeFileSync(path.join(root, 'public/index.html'), 'built');
  return root;
}

const CATALOGUE = [contentRecipe('versioned-tart'), contentRecipe('versioned-soup')];
const NEW_RECIPE = {
  url_slug: 'versioned-new',
  vertical: 'daily',
  category: 'dessert',
  origin: 'france',
  diets: [],
  numberOfPeople: 4,
  difficulty: 'easy',
  preparation_time: 15,
  cooking_time: 30,
  title: 'Tarte du lendemain',
  ingredients: [{ ingredient: 'apple', name: 'pommes', quantity: 4, unit: 'piece' }],
  steps: [{ description: 'Coupe les pommes.', ingredients: ['apple'] }],
} as RecipeInput;

describe.each(ENGINES)("the built site's version on %s", (engine) => {
  const opened: Db[] = [];
  const roots: string[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });
  async function seeded(now: number) {
    const db = await freshDb(engine);
    opened.push(db);
    await seedRecipes(db.db, CATALOGUE, { now });
    return db.db;
  }

  it('keeps the build until a published record, a source or the taxonomy changes; counters do not count', async () => {
    const root = project();
    roots.push(root);
    const site = path.join(root, 'public');
    const db = await seeded(1_700_000_000_000);
    const first = await checkBuild(db, root, site, true);
    expect(first.current).toBe(false);
    expect(first.source.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    writeBuildStamp(root, first.source, 'styles');
    expect(await checkBuild(db, root, site, false)).toEqual({ current: true, source: first.source });

    await db.updateTable('recipes').set({ view_count: 99, ratings_count: 3, rating_total: 12 }).execute();
    expect((await checkBuild(db, root, site, false)).current).toBe(true);

    // A rebuild check after a publication says so without digesting the content.
    expect('row' in (await publishRecipe(db, 'fr', NEW_RECIPE))).toBe(true);
    const afterPublishing = await checkBuild(db, root, site, false);
    expect(afterPublishing.current).toBe(false);
    expect(afterPublishing.source.fingerprint).toBeUndefined();
    writeBuildStamp(root, afterPublishing.source, 'styles');
    expect((await checkBuild(db, root, site, false)).current).toBe(true);

    fs.writeFileSync(path.join(root, 'src/page.tsx'), 'export default 1;');
    expect((await checkBuild(db, root, site, false)).current).toBe(false);
    writeBuildStamp(root, (await checkBuild(db, root, site, true)).source, 'styles');
    await db
      .insertInto('taxonomy_terms')
      .values({ kind: 'category', key: 'versioned', language: 'fr', name: 'Versionnée', slug: 'versionnee' })
      .execute();
    expect((await checkBuild(db, root, site, false)).current).toBe(false);
  });

  it('keeps the build of an identical catalogue seeded again at another time, taking its version', async () => {
    const root = project();
    roots.push(root);
    const site = path.join(root, 'public');
    const before = await checkBuild(await seeded(1_700_000_000_000), root, site, true);
    writeBuildStamp(root, before.source, 'styles');
    const reseeded = await seeded(1_800_000_000_000);
    // The records moved, so only the content's digest can tell the build is still right.
    expect((await checkBuild(reseeded, root, site, false)).current).toBe(false);
    const atStart = await checkBuild(reseeded, root, site, true);
    expect(atStart.current).toBe(true);
    expect(atStart.source.fingerprint).toBe(before.source.fingerprint);
    expect(readBuildStamp(site)).toMatchObject({ version: atStart.source.version, styles: 'styles' });
    expect((await checkBuild(reseeded, root, site, false)).current).toBe(true);

    fs.rmSync(path.join(site, 'index.html'));
    expect((await checkBuild(reseeded, root, site, false)).current).toBe(false);
  });
});
