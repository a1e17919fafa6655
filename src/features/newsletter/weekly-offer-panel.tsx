import { Link } from 'gatsby';
import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { type CardActions, RecipeGrid } from '../../components/recipe-card/recipe-card';
import { formatDay } from '../../core/format/date';
import { routeTo } from '../../core/locales/routes';
import { WEEKLY_OFFER_RECIPES } from '../../core/rules';
import { useRecipeCards } from '../../store/recipe-cards-api';
import * as ui from '../../styles/ui.module.css';
import { useGetWeeklyOfferQuery } from './weekly-offer-api';

/** What the panel needs of the member's own profile (the app shell passes it). */
export interface OfferMember {
  is_premium: boolean;
  is_optin_newsletter?: unknown;
  email_validated?: unknown;
}

/**
 * The weekly offer on the member's profile (SPEC sections 1 and 9): this week's exclusive recipes,
 * open to them until the week ends; or what stands between them and the offer (the opt-in in
 * settings, a confirmed address). Premium members already open every exclusive recipe.
 */
export function WeeklyOfferPanel({ member, actions }: { member: OfferMember; actions?: CardActions }) {
  const { t, locale } = useI18n();
  const eligible = !member.is_premium && !!member.is_optin_newsletter && !!member.email_validated;
  const { data, isLoading } = useGetWeeklyOfferQuery(undefined, { skip: !eligible, refetchOnMountOrArgChange: true });
  const recipes = useRecipeCards(
    locale,
    (data?.recipes ?? []).map((recipe) => recipe.id),
  );
  if (member.is_premium) return <p className={ui.empty}>{t('weeklyOffer.premium')}</p>;
  if (!member.is_optin_newsletter) {
    return (
      <p>
        {t('weeklyOffer.optIn', { count: WEEKLY_OFFER_RECIPES })}{' '}
        <Link to={routeTo(locale, 'settings')}>{t('weeklyOffer.optInButton')}</Link>
      </p>
    );
  }
  if (!member.email_validated) return <p className={ui.empty}>{t('weeklyOffer.confirmEmail')}</p>;
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (!data?.recipes.length || !data.ends_at) return <p className={ui.empty}>{t('weeklyOffer.pending')}</p>;
  // The offer ends at Monday 00:00 UTC: its last day is the Sunday before.
  const until = formatDay(new Date(new Date(data.ends_at).getTime() - 1), locale);
  return (
    <>
      <p>{t('weeklyOffer.until', { date: until })}</p>
      <RecipeGrid recipes={recipes} actions={actions} />
    </>
  );
}
