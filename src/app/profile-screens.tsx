import { Link } from 'gatsby';
import React from 'react';
import { routeTo } from '../core/locales/routes';
import * as ui from '../styles/ui.module.css';
import type { ProfileContext } from '../core/site/page-context';
import { useI18n } from '../components/i18n/i18n-provider';
import { WEEKLY_OFFER_RECIPES } from '../core/rules';
import { ProfileSummary } from '../features/profiles/profile-summary';
import { SettingsForm } from '../features/auth/settings-form';
import { MemberPosts } from '../features/community/member-posts';
import { cardHeart } from '../features/favourites/card-heart';
import { FavouritesList } from '../features/favourites/favourites-list';
import { CollectionsPanel } from '../features/kitchen/collections';
import { OfflineStorage } from '../features/kitchen/offline-storage';
import { HistoryList } from '../features/history/history-list';
import { MemberTabs } from '../features/profiles/member-tabs';
import { MyRecipes } from '../features/recipe-creation/my-recipes';
import { QuestionnaireAnswers } from '../features/creators/questionnaire-answers';
import { ModerationScreen } from '../features/recipe-moderation/moderation-screen';
import { WeeklyOfferPanel } from '../features/newsletter/weekly-offer-panel';
import { useAppSelector } from '../store/hooks';
import { selectOwnProfile } from '../store/profile-slice';
import * as styles from '../styles/page.module.css';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Sections({ screen, search }: { screen: ProfileContext['screen']; search: string }) {
  const { t, locale } = useI18n();
  const profile = useAppSelector(selectOwnProfile);
  const history = (
    <Section id="profile-history" title={t('profile.history')}>
      <HistoryList actions={cardHeart} />
    </Section>
  );
  if (screen === 'history') return history;
  if (screen === 'settings')
    return (
      <>
        <SettingsForm search={search} />
        <OfflineStorage />
      </>
    );
  if (screen === 'myRecipes') return <MyRecipes />;
  if (screen === 'moderation') return <ModerationScreen extra={<QuestionnaireAnswers />} />;
  return (
    <>
      {profile && (
        <Section id="weekly-offer" title={t('weeklyOffer.title', { count: WEEKLY_OFFER_RECIPES })}>
          <WeeklyOfferPanel member={profile} actions={cardHeart} />
        </Section>
      )}
      <p className={ui.actions}>
        <Link className={ui.pillOutline} to={routeTo(locale, 'myRecipes')}>
          {t('myRecipes.title')}
        </Link>
      </p>
      {profile && (
        <MemberTabs
          userId={profile.user_id}
          counts={profile}
          creations={<MemberPosts userId={profile.user_id} />}
          favourites={{
            count: Number(profile.count_recipes_favorites ?? 0),
            panel: (
              <>
                <CollectionsPanel />
                <FavouritesList />
              </>
            ),
          }}
        />
      )}
      {history}
    </>
  );
}

/** The member's summary and the screen's sections (profile.tsx loads them with the store). */
export function ProfileScreen({ screen, search }: { screen: ProfileContext['screen']; search: string }) {
  return (
    <ProfileSummary onSettings={screen === 'settings'}>
      <Sections screen={screen} search={search} />
    </ProfileSummary>
  );
}
