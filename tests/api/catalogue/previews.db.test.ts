import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { auth, signUp } from '../members';
import { memberWithRole } from '../staff';

const recipe = {
  url_slug: 'tarte-en-avant-premiere',
  vertical: 'daily',
  category: 'dessert',
  origin: 'france',
  numberOfPeople: 4,
  difficulty: 'easy',
  preparation_time: 15,
  cooking_time: 30,
  title: 'Tarte en avant-première',
  ingredients: [{ ingredient: 'apple', name: 'pommes', quantity: 4, unit: 'piece' }],
  steps: [{ description: 'Coupe les pommes.', ingredients: ['apple'] }],
};
const page = {
  title: 'Notre histoire, version 2',
  description: 'Le texte que l’équipe relit.',
  sections: [{ id: 'start', heading: 'Au début', paragraphs: ['Une cuisine, une caméra.'] }],
};

describe.each(ENGINES)('content-editor previews on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let staff: string;
  beforeAll(async () => {
    ctx = await testApp(engine);
    staff = (await memberWithRole(ctx)).token;
  });
  afterAll(() => ctx.close());

  const create = (body: object, token = staff) =>
    ctx.app.inject({ method: 'POST', url: '/v1/previews', headers: auth(token), payload: body });
  const open = (token: string, session?: string) =>
    ctx.app.inject({ url: `/v1/previews/${token}`, headers: session ? auth(session) : {} });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('links staff to an unpublished recipe, shown as it would be published, and never publishes it', async () => {
    const res = await create({ locale: 'fr', recipe });
    expect(res.statusCode).toBe(201);
    const { url, expires_at } = res.json() as { url: string; expires_at: string };
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/fr/preview/\\?token=[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const shown = await open(tokenOf(url), staff);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.json()).toMatchObject({
      kind: 'recipe',
      locale: 'fr',
      recipe: { title: recipe.title, total_time: 45 },
    });
    const catalogue = (await ctx.app.inject('/v1/buckets/fr/collections/recipes/records')).json().data as {
      title: string;
    }[];
    expect(catalogue.map((r) => r.title)).not.toContain(recipe.title);
  });

  it('links a CMS page; refuses members, visitors, unknown and expired links', async () => {
    const { url } = (await create({ locale: 'de', page })).json() as { url: string };
    const token = tokenOf(url);
    expect((await open(token, staff)).json()).toMatchObject({ kind: 'page', locale: 'de', page });
    const member = await signUp(ctx.app);
    expect((await open(token, member.token)).statusCode).toBe(403);
    expect((await open(token)).statusCode).toBe(401);
    expect((await create({ locale: 'de', page }, member.token)).statusCode).toBe(403);
    expect((await open('x'.repeat(43), staff)).statusCode).toBe(404);
    await ctx.db.db
      .updateTable('previews')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await open(token, staff)).statusCode).toBe(410);
  });

  it('checks a recipe as publishing does, naming the field', async () => {
    const res = await create({ locale: 'fr', recipe: { ...recipe, preparation_time: 0, cooking_time: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].name).toMatch(/^recipe\./);
    expect((await create({ locale: 'fr' })).statusCode).toBe(400);
  });
});
