import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityRecipe } from '../../../server/services/community-recipes/create-community-recipe';
import { setCover } from '../../../server/services/community-recipes/recipe-pictures';
import { purgeUnconfirmedAccounts } from '../../../server/services/unconfirmed-accounts';
import { UNCONFIRMED_RULE_SINCE } from '../../../src/core/accounts/unconfirmed-accounts';
import { CREATOR_TERMS_VERSION } from '../../../src/core/rules';
import { ENGINES, testApp } from '../engines';
import { auth, lastMail, signUp } from '../members';
import { smallPicture } from '../uploads';
import { openWorkshop } from '../workshop-fixtures';

/** A day counted from the day the rule shipped. */
const day = (n: number) => new Date(Date.parse(UNCONFIRMED_RULE_SINCE) + n * 86_400_000);
const NOW = day(40);

/**
 * Issue 38: accounts whose address nobody confirms are told on day 10 and deleted from day 14,
 * with their drafts, pictures and bookings, once unused for a week; accounts from before the rule
 * (demo, seed, earlier members) never are.
 */
describe.each(ENGINES)('the purge of unconfirmed accounts, on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  /** An account signed up (in a locale), made to look created on `created`, its sessions last used on `used`. */
  async function account({
    created,
    used = created,
    noticed,
    lang = 'en-us',
  }: {
    created: Date;
    used?: Date;
    noticed?: Date;
    lang?: string;
  }) {
    const member = await signUp(ctx.app);
    const { id } = (await ctx.app.inject({ url: '/v1/profile', headers: auth(member.token) })).json().data;
    await ctx.db.db
      .updateTable('users')
      .set({ created_at: created, unconfirmed_notice_at: noticed ?? null, chosen_lang: lang })
      .where('id', '=', id)
      .execute();
    await ctx.db.db.updateTable('tokens').set({ last_used_at: used }).where('user_id', '=', id).execute();
    return { ...member, id: id as string };
  }
  const exists = async (id: string) =>
    !!(await ctx.db.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());
  const deps = () => ({
    db: ctx.db,
    mailer: ctx.app.mailer,
    config: ctx.app.config,
    images: ctx.app.images,
    payments: ctx.app.payments,
  });

  it('tells an account on day 10, once, in its language, with a link that confirms it', async () => {
    const member = await account({ created: day(29), lang: 'fr' });
    const { told, purged } = await purgeUnconfirmedAccounts(deps(), NOW);
    expect(told).toContain(member.id);
    expect(purged).not.toContain(member.id);
    const mail = await lastMail(ctx.app, member.email);
    expect(mail.kind).toBe('unconfirmedNotice');
    expect(mail.subject).toBe('Confirme ton adresse pour garder ton compte Miamo');
    expect(mail.text_body).toContain('il y a 11 jours');
    // Told on day 40: four more days, whatever its age.
    expect(mail.text_body).toContain('d’ici le 20 janv. 2027');
    expect((await purgeUnconfirmedAccounts(deps(), NOW)).told).not.toContain(member.id);

    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/validate',
      headers: auth(member.token),
      payload: { auth_id: mail.secrets.auth_id, activation_key: mail.secrets.activation_key },
    });
    expect(validated.statusCode).toBe(200);
    expect((await purgeUnconfirmedAccounts(deps(), day(60))).purged).not.toContain(member.id);
    expect(await exists(member.id)).toBe(true);
  });

  it('deletes an idle account told days before, with its draft, its pictures and its booking', async () => {
    const member = await account({ created: day(10), used: day(12), noticed: day(30) });
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/creators/terms',
      headers: auth(member.token),
      payload: { version: CREATOR_TERMS_VERSION },
    });
    // Written before the rule asked for a confirmed address.
    const draft = await createCommunityRecipe(ctx.db.db, member.id, { title: 'Draft', source: 'web', language: 'en' });
    const picture = await ctx.app.imageWork.normalizeUpload(await smallPicture());
    await setCover({ db: ctx.db, images: ctx.app.images, imageWork: ctx.app.imageWork }, draft, member.id, picture);
    const workshop = await openWorkshop(ctx.db.db, { capacity: 1, startsAt: day(50) });
    await ctx.db.db.insertInto('workshop_bookings').values({ workshop_id: workshop, user_id: member.id }).execute();
    const files = () => {
      const dir = path.join(ctx.imagesDir, 'recipes', member.id);
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };
    expect(files()).toHaveLength(2);

    const { purged } = await purgeUnconfirmedAccounts(deps(), NOW);
    expect(purged).toContain(member.id);
    expect(await exists(member.id)).toBe(false);
    const left = await Promise.all([
      ctx.db.db.selectFrom('community_recipes').select('id').where('id', '=', draft).execute(),
      ctx.db.db.selectFrom('images').select('key').where('owner_id', '=', member.id).execute(),
      ctx.db.db.selectFrom('workshop_bookings').select('user_id').where('workshop_id', '=', workshop).execute(),
    ]);
    expect(left).toEqual([[], [], []]);
    expect(files()).toEqual([]);
  });

  it('keeps an account used this week, one told too recently, and one whose address is confirmed', async () => {
    const used = await account({ created: day(10), used: day(36), noticed: day(30) });
    const toldLately = await account({ created: day(10), noticed: day(38) });
    const confirmed = await account({ created: day(10), noticed: day(30) });
    await ctx.db.db
      .updateTable('users')
      .set({ email_validated_at: day(31) })
      .where('id', '=', confirmed.id)
      .execute();
    const { purged, told } = await purgeUnconfirmedAccounts(deps(), NOW);
    for (const member of [used, toldLately, confirmed]) {
      expect(purged).not.toContain(member.id);
      expect(told).not.toContain(member.id);
      expect(await exists(member.id)).toBe(true);
    }
    // A week without use later, the first goes too.
    expect((await purgeUnconfirmedAccounts(deps(), day(44))).purged).toContain(used.id);
  });

  it('never tells nor deletes an account created before the rule (demo, seed, earlier members)', async () => {
    const earlier = await account({ created: day(-30) });
    const { told, purged } = await purgeUnconfirmedAccounts(deps(), day(400));
    expect([...told, ...purged]).not.toContain(earlier.id);
    expect(await exists(earlier.id)).toBe(true);
  });
});
