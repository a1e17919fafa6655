import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProfiles } from '../../../server/seed/demo-profiles';
import { seedProjects } from '../../../server/seed/seed-projects';
import { readContentRecipes } from '../../../server/seed/content-recipes';
import { seedRecipes } from '../../../server/seed/seed';
import { ERRNO } from '../../../src/core/contract/errors';
import { ENGINES, testApp } from '../engines';
import { auth } from '../members';
import { confirmedMember } from '../posts';

const CONTENT = path.resolve(__dirname, '../../../content');

interface Project {
  id: string;
  slug: string;
  title: string;
  state: string;
  participants_count: number;
  participants: { username: string }[];
  recipes: { id: string; title: string; url_slug: string }[];
  taking_part: boolean;
}

describe.each(ENGINES)('co-creation projects on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    const recipes = readContentRecipes(CONTENT).filter((r) =>
      ['one-pot-tomato-pasta', 'red-lentil-dal', 'banana-oat-pancakes'].includes(r.en.id),
    );
    await seedRecipes(ctx.db.db, recipes);
    await seedDemoProfiles(ctx.db.db);
    expect(await seedProjects(ctx.db.db, CONTENT)).toBe(3);
    expect(await seedProjects(ctx.db.db, CONTENT)).toBe(0);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
    ctx.app.inject({ method, url, headers: token ? auth(token) : {} });

  it('lists the projects in the language asked, latest first, with their members and published recipes', async () => {
    const res = await call('GET', '/v1/cocreation-projects?lang=fr');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Project[];
    expect(list.map((p) => [p.title, p.state, p.participants_count])).toEqual([
      ['Les enfants cuisinent les fêtes', 'upcoming', 0],
      ['Petits-déjeuners en cinq minutes', 'in_progress', 2],
      ['Le carnet des soirs de semaine', 'finished', 3],
    ]);
    const finished = list[2];
    expect(finished!.slug).toBe('le-carnet-des-soirs-de-semaine');
    expect(finished!.participants.map((p) => p.username)).toEqual(['chef_lucie', 'tom_teste', 'nina_atelier']);
    // Only the recipes published in this language, in the project's order (shakshuka is not seeded here).
    expect(finished!.recipes.map((r) => r.id)).toEqual(['one-pot-tomato-pasta', 'red-lentil-dal']);
    expect(finished!.recipes[0]!.title).not.toBe('');
    const english = (await call('GET', `/v1/cocreation-projects/${finished!.id}?lang=en-gb`)).json() as Project;
    expect(english.title).toBe('The weeknight cookbook');
    expect((await call('GET', `/v1/cocreation-projects/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('lets a member take part until a project is finished, and leave', async () => {
    const { token } = await confirmedMember(ctx.app);
    const [upcoming, , finished] = (await call('GET', '/v1/cocreation-projects?lang=en')).json().data as Project[];
    expect((await call('PUT', `/v1/cocreation-projects/${upcoming!.id}/participation`)).statusCode).toBe(401);
    const joined = await call('PUT', `/v1/cocreation-projects/${upcoming!.id}/participation?lang=en`, token);
    expect(joined.json()).toMatchObject({ taking_part: true, participants_count: 1 });
    expect((await call('PUT', `/v1/cocreation-projects/${upcoming!.id}/participation`, token)).json()).toMatchObject({
      participants_count: 1,
    });
    const refused = await call('PUT', `/v1/cocreation-projects/${finished!.id}/participation`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errno: ERRNO.STATUS_CONFLICT, details: [{ description: 'finished' }] });
    const left = await call('DELETE', `/v1/cocreation-projects/${upcoming!.id}/participation`, token);
    expect(left.json()).toMatchObject({ taking_part: false, participants_count: 0 });
  });
});
