import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testApp } from '../engines';
import { auth, signUp } from '../members';
import { memberWithRole } from '../staff';

const names = (overrides: Record<string, string> = {}) => ({
  en: 'Street food',
  fr: 'Cuisine de rue',
  de: 'Straßenküche',
  it: 'Cibo di strada',
  es: 'Comida callejera',
  pt: 'Comida de rua',
  ...overrides,
});

describe.each(ENGINES)('adding recipe categories on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let staff: { token: string; tokenBeforeGrant: string };
  let member: string;
  const post = (data: unknown, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/recipe-categories',
      headers: token ? auth(token) : {},
      payload: { data },
    });
  const categoriesOf = async (lang: string) =>
    (await ctx.app.inject(`/v1/recipe-categories?lang=${lang}`)).json().data as {
      id: string;
      name: string;
      slug: string;
    }[];

  /** What the server asked the static site to rebuild for. */
  const siteChanges: string[] = [];

  beforeAll(async () => {
    ctx = await testApp(engine, { siteChanged: (reason) => siteChanges.push(reason) });
    // Granted the staff role and logged in with a TOTP code, as the roles command enrols them.
    staff = await memberWithRole(ctx, 'staff');
    member = (await signUp(ctx.app)).token;
  });
  afterAll(() => ctx.close());

  it('refuses anonymous callers (401), members (403) and staff sessions without the second factor (403)', async () => {
    expect((await post({ id: 'street-food', names: names() })).statusCode).toBe(401);
    expect((await post({ id: 'street-food', names: names() }, member)).json()).toMatchObject({ code: 403, errno: 121 });
    expect((await post({ id: 'street-food', names: names() }, staff.tokenBeforeGrant)).statusCode).toBe(403);
    expect((await categoriesOf('fr')).some((term) => term.id === 'street-food')).toBe(false);
    expect(siteChanges).toEqual([]);
  });

  it('adds a category in every language, listed at once with its page slugs', async () => {
    const res = await post({ id: 'street-food', names: names() }, staff.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: 'street-food',
      names: names(),
      slugs: {
        en: 'street-food',
        fr: 'cuisine-de-rue',
        de: 'strassenkuche',
        it: 'cibo-di-strada',
        es: 'comida-callejera',
        pt: 'comida-de-rua',
      },
    });
    expect(await categoriesOf('fr')).toContainEqual({
      id: 'street-food',
      name: 'Cuisine de rue',
      slug: 'cuisine-de-rue',
    });
    expect(await categoriesOf('de')).toContainEqual({ id: 'street-food', name: 'Straßenküche', slug: 'strassenkuche' });
    // Its static pages come with the rebuild the server asks for.
    expect(siteChanges).toEqual(['category street-food']);
  });

  it('refuses a taken id or a name another category of that language holds (409), writing nothing', async () => {
    const again = await post({ id: 'street-food', names: names({ en: 'Other' }) }, staff.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().details[0].name).toBe('data.id');
    expect(siteChanges).toEqual(['category street-food']);
    const clash = await post(
      { id: 'rue', names: names({ en: 'Alleys', de: 'Gassen', it: 'Vicoli', es: 'Callejones', pt: 'Becos' }) },
      staff.token,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details[0].name).toBe('data.names.fr');
    expect((await categoriesOf('en')).some((term) => term.id === 'rue')).toBe(false);
  });

  it('refuses a name whose address a diet or filter page holds, or that has no letter, and a missing language (400)', async () => {
    const reserved = await post({ id: 'veggie', names: names({ fr: 'Végétarien' }) }, staff.token);
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().details[0].name).toBe('data.names.fr');
    const filterWord = await post({ id: 'hard', names: names({ de: 'Schwierigkeit' }) }, staff.token);
    expect(filterWord.json().details[0].name).toBe('data.names.de');
    const noLetter = await post({ id: 'dots', names: names({ it: '...' }) }, staff.token);
    expect(noLetter.statusCode).toBe(400);
    expect(noLetter.json().details[0].name).toBe('data.names.it');
    const withoutPt: Record<string, string> = names();
    delete withoutPt.pt;
    expect((await post({ id: 'partial', names: withoutPt }, staff.token)).statusCode).toBe(400);
    expect((await post({ id: 'Bad Id', names: names() }, staff.token)).statusCode).toBe(400);
  });
});
