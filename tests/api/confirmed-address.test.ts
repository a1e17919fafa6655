import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../server/db/seed';
import { translatorFor } from '../../server/i18n';
import { composeAccountMail } from '../../server/mail/account-mails';
import {
  CONFIRMED_ADDRESS_ACTIONS,
  type ConfirmedAddressAction,
  confirmedAddressActions,
} from '../../src/core/accounts/confirmed-address';
import { LOCALES, htmlLangOf } from '../../src/core/locales/locales';
import { contentRecipe } from '../fixtures/content-recipes';
import { ENGINES, testApp } from './engines';
import { auth, lastMail, signUp, validateEmail } from './members';
import { confirmedMember, publishPost, react } from './posts';

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
      `Welcome to Miamo! Confirm your email address to follow other cooks, share your re-creations, comment, like posts and comments, rate recipes, and subscribe to Premium:\n${mail.link.href}`,
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
