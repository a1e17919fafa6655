import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as stepDescription from '../../../server/db/migrations/017-step-description';
import { seedRecipes } from '../../../server/seed/seed';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';

const RECORDS = '/v1/buckets/en-us/collections/recipes/records';

describe.each(ENGINES)('recipe steps carry description (migration 017) on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const rows = (id: string) =>
    ctx.db.db
      .selectFrom('recipes')
      .select(['language', 'steps', 'last_modified'])
      .where('id', '=', id)
      .orderBy('language')
      .execute();

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [contentRecipe('old-way'), contentRecipe('new-way')]);
    // Written the way records were before 017: the step's instructions under `text`.
    await sql`update recipes set steps = '[{"text": "Cook the eggs.", "ingredients": ["egg"], "picture": null}, {"text": "Serve.", "ingredients": [], "picture": "/images/x.jpg"}]'::jsonb where id = 'old-way'`.execute(
      ctx.db.db,
    );
  });
  afterAll(() => ctx.close());

  it('renames the key in every step of a row written the old way, keeping the rest and the order', async () => {
    const before = await rows('old-way');
    const untouched = await rows('new-way');
    const etag = (await ctx.app.inject({ method: 'HEAD', url: RECORDS })).headers.etag;
    await stepDescription.up(ctx.db.db as never);
    const after = await rows('old-way');
    for (const row of after) {
      expect(row.steps).toEqual([
        { description: 'Cook the eggs.', ingredients: ['egg'], picture: null },
        { description: 'Serve.', ingredients: [], picture: '/images/x.jpg' },
      ]);
    }
    // Changed records are newer (their order kept), so no cache keeps the old shape.
    after.forEach((row, index) =>
      expect(Number(row.last_modified)).toBeGreaterThan(Number(before[index]!.last_modified)),
    );
    expect(Number(after[1]!.last_modified) - Number(after[0]!.last_modified)).toBe(
      Number(before[1]!.last_modified) - Number(before[0]!.last_modified),
    );
    expect((await ctx.app.inject(RECORDS)).headers.etag).not.toBe(etag);
    // Rows already written with description are left as they were.
    expect(await rows('new-way')).toEqual(untouched);
  });

  it('serves records whose steps have description and no text', async () => {
    const { data } = (await ctx.app.inject(`${RECORDS}/old-way`)).json();
    expect(data.steps[0]).toEqual({ description: 'Cook the eggs.', ingredients: ['egg'], picture: null });
    expect(data.steps[0]).not.toHaveProperty('text');
    const listed = (await ctx.app.inject(`${RECORDS}?_fields=steps&in_id=new-way`)).json().data;
    expect(listed[0].steps[0]).toEqual({ description: 'Cook the eggs.', ingredients: ['egg'], picture: null });
  });

  it('declares description, not text, in the OpenAPI document', async () => {
    const doc = JSON.stringify((await ctx.app.inject('/v1/openapi.json')).json());
    const steps =
      /"steps":\{"type":"array","items":\{"type":"object"(,"additionalProperties":false)?(,"required":\[[^\]]*\])?,"properties":\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;
    const found = [...doc.matchAll(steps)].map((match) => match[3]);
    expect(found.length).toBeGreaterThan(0);
    for (const properties of found) {
      expect(properties).toContain('"description"');
      expect(properties).not.toContain('"text"');
    }
  });
});
