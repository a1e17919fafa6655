import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { translatorFor } from '../../../server/i18n';
import { composeAccountMail } from '../../../server/mail/account-mails';
import { insertProject } from '../../../server/repositories/cocreation';
import { createCommunityRecipe } from '../../../server/services/community-recipes/create-community-recipe';
import {
  CONFIRMED_ADDRESS_ACTIONS,
  type ConfirmedAddressAction,
  confirmedAddressActions,
} from '../../../src/core/accounts/confirmed-address';
import { LOCALES, htmlLangOf } from '../../../src/core/locales/locales';
import { CREATOR_TERMS_VERSION } from '../../../src/core/rules';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';
import { auth, lastMail, signUp, validateEmail } from '../members';
import { confirmedMember, publishPost, react } from '../posts';
import { multipart, smallPicture } from '../uploads';
import { openWorkshop } from '../workshop-fixtures';

/**
 * One attempt per action of the list: the type makes the community issue add an attempt here for
 * each action it gates (commenting, liking, rating), so the list, the gates and the mail agree.
 */
const ATTEMPTS: Record<
  ConfirmedAddressAction,
  (app: FastifyInstance, token: string) => Promise<LightMyRequestResponse>
> = {
  follow: async (app, token) => {
    const cook = await signUp(app);
    const { id } = (await app.inject({ url: '/v1/profile', headers: auth(cook.token) })).json().data;
    return app.inject({
      method: 'POST',
      url: '/v1/community/user_follow',
      headers: auth(token),
      payload: { user: id },
    });
  },
  // Refused at the photo's upload first; confirmed, the upload and the post both pass.
  post: (app, token) => publishPost(app, token, 'gate-dish'),
  like: async (app, token) => {
    const cook = await confirmedMember(app);
    const { uuid } = (await publishPost(app, cook.token, 'gate-dish')).json();
    return react(app, token, { post: uuid });
  },
  comment: (app, token) =>
    app.inject({
      method: 'POST',
      url: '/v1/community/generic-comments',
      headers: auth(token),
      payload: { recipe: 'gate-dish', text: 'Lovely with a pinch of salt' },
    }),
  // Refused first, so the attempt after confirming is the member's first rating (201).
  rate: (app, token) =>
    app.inject({
      method: 'POST',
      url: '/v1/community/rating',
      headers: auth(token),
      payload: { recipe: 'gate-dish', stars: 4, reasons: ['tasty'] },
    }),
  // Card testing (issue 38): a throwaway account tries no card; confirmed, the payment goes through.
  subscribe: (app, token) =>
    app.inject({
      method: 'POST',
      url: '/v1/subscriptions/stripe',
      headers: auth(token),
      payload: { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-monthly' },
    }),
  // Issue 38: throwaway accounts filled a class's places, joined projects, filed reports, wrote
  // recipes with pictures. Each is tried on something of its own, so the retry after confirming
  // is the member's first.
  book: async (app, token) => {
    const id = await openWorkshop(app.db.db);
    return app.inject({ method: 'PUT', url: `/v1/workshops/${id}/booking`, headers: auth(token) });
  },
  join: async (app, token) => {
    const id = randomUUID();
    const now = Date.now();
    await insertProject(app.db.db, {
      id,
      starts_at: new Date(now - 86_400_000),
      ends_at: new Date(now + 30 * 86_400_000),
      texts: [{ language: 'en', slug: `project-${id}`, title: 'Spring soups', story: 'Cook with us.' }],
      recipes: [],
      participants: [],
    });
    return app.inject({ method: 'PUT', url: `/v1/cocreation-projects/${id}/participation`, headers: auth(token) });
  },
  report: async (app, token) => {
    const cook = await confirmedMember(app);
    return app.inject({
      method: 'POST',
      url: '/v1/community/reports',
      headers: auth(token),
      payload: { reported_user: cook.id, message: 'Spam in every comment' },
    });
  },
  // Refused before the creators terms are even asked for (errno 132 would come next).
  create: async (app, token) => {
    await app.inject({
      method: 'POST',
      url: '/v1/creators/terms',
      headers: auth(token),
      payload: { version: CREATOR_TERMS_VERSION },
    });
    return app.inject({
      method: 'POST',
      url: '/v1/community-recipes',
      headers: auth(token),
      payload: { title: 'Grandma’s leek pie' },
    });
  },
  upload: async (app, token) => {
    const body = multipart(await smallPicture());
    return app.inject({
      method: 'POST',
      url: '/v1/profile/picture',
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
  },
};

describe.each(ENGINES)('what an unconfirmed address may not do, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [contentRecipe('gate-dish')]);
  });
  afterAll(() => ctx.close());

  it.each(CONFIRMED_ADDRESS_ACTIONS)(
    'refuses to %s before the address is confirmed (403), allows it after',
    async (action) => {
      const member = await signUp(ctx.app);
      const refused = await ATTEMPTS[action](ctx.app, member.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errno: 121 });
      await validateEmail(ctx.app, member.email, member.token);
      expect((await ATTEMPTS[action](ctx.app, member.token)).statusCode).toBeLessThan(300);
    },
  );

  it('refuses a draft written before the rule its pictures and its submission until the address is confirmed', async () => {
    const member = await signUp(ctx.app);
    const { id: userId } = (await ctx.app.inject({ url: '/v1/profile', headers: auth(member.token) })).json().data;
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/creators/terms',
      headers: auth(member.token),
      payload: { version: CREATOR_TERMS_VERSION },
    });
    const uuid = await createCommunityRecipe(ctx.db.db, userId as string, {
      title: 'Old draft',
      source: 'web',
      language: 'en',
    });
    const cover = async () => {
      const body = multipart(await smallPicture());
      return ctx.app.inject({
        method: 'PATCH',
        url: `/v1/community-recipes/${uuid}`,
        headers: { ...auth(member.token), ...body.headers },
        payload: body.payload,
      });
    };
    const submit = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/v1/community-recipes/${uuid}`,
        headers: auth(member.token),
        payload: { status: 'submitted' },
      });
    for (const refused of [await cover(), await submit()]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errno: 121 });
    }
    // Other changes to the draft stay open: only what others see or what costs is gated.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/community-recipes/${uuid}`,
      headers: auth(member.token),
      payload: { title: 'Old draft, renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    await validateEmail(ctx.app, member.email, member.token);
    expect((await cover()).statusCode).toBe(200);
    // Confirmed, the submission is judged on the recipe itself (a bare draft is incomplete: 400).
    expect((await submit()).statusCode).toBe(400);
  });

  it('lets an unconfirmed address save favourites, which the mail therefore does not name', async () => {
    const member = await signUp(ctx.app);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/buckets/default/collections/saved-recipes/records/gate-dish',
      headers: auth(member.token),
      payload: {},
    });
    expect(saved.statusCode).toBeLessThan(300);
  });

  it('sends a validation mail naming exactly the gated actions', async () => {
    const member = await signUp(ctx.app);
    const mail = await lastMail(ctx.app, member.email);
    expect(mail.text_body.split('\n\n')[1]).toBe(
      `Welcome to Miamo! Confirm your email address to follow other cooks, share your re-creations, comment, like posts and comments, rate recipes, subscribe to Premium, book places in cooking classes, take part in co-creation projects, report members, posts and comments, write and publish your recipes, and upload photos:\n${mail.link.href}`,
    );
  });
});

describe('the validation mail and the profile notice, in every locale', () => {
  it.each(LOCALES)('%s names the list of src/core and nothing else', (locale) => {
    const { t } = translatorFor(locale);
    const actions = confirmedAddressActions(t, htmlLangOf(locale));
    for (const action of CONFIRMED_ADDRESS_ACTIONS) expect(actions).toContain(t(`confirmAddress.${action}`));
    const { text } = composeAccountMail(locale, { first_name: '', email_validated_at: null }, 'validation', {
      link: 'https://miamo.test/x',
    });
    // The body's only action words are the list's: the template holds a placeholder, not a list.
    expect(text).toContain(t('email.validation.body', { actions, link: 'https://miamo.test/x' }));
    expect(t('email.validation.body').match(/\{actions\}/g)).toHaveLength(1);
    // The profile's notice names the same list, through the same placeholder.
    expect(t('profile.unvalidated').match(/\{actions\}/g)).toHaveLength(1);
  });
});
