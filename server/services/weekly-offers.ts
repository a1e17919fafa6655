import type { Kysely } from 'kysely';
import type { WeeklyOffer } from '../../src/core/contract/weekly-offers';
import { DEFAULT_LOCALE, type Locale, isLocale, languageOf } from '../../src/core/locales/locales';
import { chooseWeeklyRecipes, offerWeekOf } from '../../src/core/premium/weekly-offer';
import type { DB } from '../db/schema';
import { payloadField, runDueJobs } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import { composeWeeklyOfferMail } from '../mail/weekly-offer-mail';
import { enqueueJob } from '../repositories/jobs';
import { unlockedRecipeIds } from '../repositories/recipe-access';
import { findUserById, isPremium } from '../repositories/users';
import {
  currentOffer,
  insertOffer,
  membersWithoutOffer,
  offerOfWeek,
  offeredRecipeIds,
  premiumRecipeIds,
  recipeLinks,
} from '../repositories/weekly-offers';

export const WEEKLY_OFFER_MAIL_JOB = 'weekly-offer-mail';
const PAGE = 200;

export interface WeeklyOfferDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
}

const localeOf = (chosenLang: string | null): Locale => (isLocale(chosenLang) ? chosenLang : DEFAULT_LOCALE);

/**
 * Gives every member who opted in their two recipes of the week holding `now`. The offer row and
 * its mail job are written in one transaction and the row's key (member, week) lets only the
 * first writer through, so running this again, or in several processes at once, changes nothing.
 * Premium members are left out: every premium recipe is already open to them.
 */
export async function offerWeeklyRecipes(db: Kysely<DB>, now: Date): Promise<number> {
  const { week, startsAt, endsAt } = offerWeekOf(now);
  const catalogue = new Map<string, Promise<string[]>>();
  const candidatesIn = (language: string) => {
    if (!catalogue.has(language)) catalogue.set(language, premiumRecipeIds(db, language));
    return catalogue.get(language)!;
  };
  let offered = 0;
  let after: string | null = null;
  for (;;) {
    const members = await membersWithoutOffer(db, week, after, PAGE);
    const last = members.at(-1);
    if (!last) return offered;
    after = last.id;
    for (const member of members) {
      if (await isPremium(db, member.id, now)) continue;
      const [candidates, unlocked, offeredBefore] = await Promise.all([
        candidatesIn(languageOf(localeOf(member.chosen_lang))),
        unlockedRecipeIds(db, member.id),
        offeredRecipeIds(db, member.id),
      ]);
      const recipeIds = chooseWeeklyRecipes({ candidates, unlocked, offeredBefore, seed: member.id, week });
      if (!recipeIds.length) continue;
      const created = await db.transaction().execute(async (trx) => {
        if (!(await insertOffer(trx, { userId: member.id, week, recipeIds, startsAt, endsAt }))) return false;
        await enqueueJob(trx, {
          kind: WEEKLY_OFFER_MAIL_JOB,
          key: `${member.id}:${week}`,
          payload: { user_id: member.id, week },
          runAt: now,
        });
        return true;
      });
      if (created) offered++;
    }
  }
}

/** Mails one member's offer of one week (a job's work): titles and links in the member's locale. */
async function mailOffer(deps: WeeklyOfferDeps, userId: string, week: string): Promise<void> {
  const [user, offer] = await Promise.all([findUserById(deps.db, userId), offerOfWeek(deps.db, userId, week)]);
  // Gone (account deleted) or opted out since: nothing to send, and nothing to retry.
  if (!user || !offer || !user.is_optin_newsletter) return;
  const locale = localeOf(user.chosen_lang);
  const recipes = await recipeLinks(deps.db, offer.recipe_ids, languageOf(locale));
  if (!recipes.length) return;
  const mail = composeWeeklyOfferMail(deps.publicUrl, locale, user, { recipes, endsAt: new Date(offer.ends_at) });
  await deps.mailer.send({ to: user.email, kind: 'weekly-offer', ...mail });
}

/** The member's offer running at `now`, its recipes in `language`; an empty one without an offer. */
export async function currentWeeklyOffer(
  db: Kysely<DB>,
  userId: string,
  language: string,
  now: Date,
): Promise<WeeklyOffer> {
  const offer = await currentOffer(db, userId, now);
  if (!offer) return { week: null, ends_at: null, recipes: [] };
  return {
    week: offer.week,
    ends_at: new Date(offer.ends_at).toISOString(),
    recipes: await recipeLinks(db, offer.recipe_ids, language),
  };
}

/** Sends the pending offer mails, each once (see runDueJobs). */
export function sendWeeklyOfferMails(deps: WeeklyOfferDeps, now: Date) {
  return runDueJobs(
    deps.db,
    WEEKLY_OFFER_MAIL_JOB,
    (job) => mailOffer(deps, payloadField(job, 'user_id'), payloadField(job, 'week')),
    {
      now,
    },
  );
}

/** The whole weekly job: offers for the week of `now`, then their mails. */
export async function runWeeklyOffers(deps: WeeklyOfferDeps, now: Date) {
  const offered = await offerWeeklyRecipes(deps.db, now);
  const mails = await sendWeeklyOfferMails(deps, now);
  return { offered, mailed: mails.done, failed: mails.failed };
}
