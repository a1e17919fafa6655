import { routeTo } from '../core/locales/routes';
import type { AccountContext, PremiumContext, ProfileContext, ShellContext } from '../core/site/page-context';
import type { PlannedPage } from './planned-page';

const ACCOUNT_SCREENS = ['login', 'signup', 'forgottenPassword', 'resetPassword', 'validation'] as const;

/** The search, the community, the creators and the member's screens: static shells filled in the browser. */
export function screenPagesOf(shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  const pages: PlannedPage[] = [];
  pages.push({ path: routeTo(locale, 'search'), template: 'search', context: shell });
  // The community feed: a static shell whose posts load in the browser (they change by the minute).
  pages.push({ path: routeTo(locale, 'communityFeed'), template: 'community-feed', context: shell });
  // The creators programme: how it works, and the creators (loaded in the browser).
  pages.push({ path: routeTo(locale, 'creators'), template: 'creators', context: shell });
  pages.push({
    path: routeTo(locale, 'creatorsQuestionnaire'),
    template: 'creators-questionnaire',
    context: shell,
  });
  for (const screen of ['profile', 'history', 'settings', 'myRecipes', 'moderation'] as const) {
    const context: ProfileContext = { ...shell, screen };
    pages.push({ path: routeTo(locale, screen), template: 'profile', context });
  }
  for (const screen of ['accountPremium', 'profilePremium'] as const) {
    const context: PremiumContext = { ...shell, screen };
    pages.push({ path: routeTo(locale, screen), template: 'premium', context });
  }
  for (const screen of ACCOUNT_SCREENS) {
    const context: AccountContext = { ...shell, screen };
    pages.push({ path: routeTo(locale, screen), template: 'account', context });
  }
  return pages;
}

/** The cook's own screens and the staff preview: client-rendered, out of the sitemap. */
export function ownScreenPagesOf(shell: ShellContext): PlannedPage[] {
  const { locale } = shell;
  return [
    {
      path: routeTo(locale, 'shoppingList'),
      template: 'shopping-list',
      context: { ...shell, screen: 'shoppingList' } as ShellContext,
    },
    {
      path: routeTo(locale, 'sharedCollection'),
      template: 'shared-collection',
      context: { ...shell, screen: 'sharedCollection' } as ShellContext,
    },
    // Staff previews: one client-rendered shell, kept out of the sitemap (a screen, not content).
    {
      path: routeTo(locale, 'preview'),
      template: 'preview',
      context: { ...shell, screen: 'preview' } as ShellContext,
    },
  ];
}
