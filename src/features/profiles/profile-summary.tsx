import { Link, navigate } from 'gatsby';
import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useHydrated } from '../../components/use-hydrated';
import { confirmedAddressActions } from '../../core/accounts/confirmed-address';
import { htmlLangOf } from '../../core/locales/locales';
import { routeTo } from '../../core/locales/routes';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { logout } from '../../store/make-store';
import { storeForEnvironment } from '../../store/browser-store';
import { useGetProfileQuery, useLogoutMutation, useResendValidationMutation } from '../../store/session-api';
import { ProfileHeader } from './profile-header';
import * as styles from './profiles.module.css';
import * as ui from '../../styles/ui.module.css';

/** The member's own profile: header, address confirmation notice, the screen, log out (SPEC sections 4, 6). */
export function ProfileSummary({ onSettings = false, children }: { onSettings?: boolean; children: React.ReactNode }) {
  const { t, locale } = useI18n();
  const restored = useAppSelector(selectSessionRestored);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: profile } = useGetProfileQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const [revoke] = useLogoutMutation();
  const [resend, { isSuccess: resent, error: resendError }] = useResendValidationMutation();
  // The way back after logging in is the browser's address (with a link's query), read once hydrated.
  const hydrated = useHydrated();

  if (!restored) return <p role="status">{t('site.loading')}</p>;
  if (!loggedIn) {
    return (
      <>
        <h1 className={styles.name}>{t('profile.title')}</h1>
        <p>{t('profile.loginFirst')}</p>
        <Link
          className={ui.pill}
          to={`${routeTo(locale, 'login')}?next=${encodeURIComponent(hydrated ? window.location.pathname + window.location.search : routeTo(locale, 'profile'))}`}
        >
          {t('auth.login.title')}
        </Link>
      </>
    );
  }
  const signOut = async () => {
    await revoke().catch(() => undefined);
    await logout(storeForEnvironment());
    await navigate(routeTo(locale, 'home'));
  };
  const edit = (
    <p>
      {onSettings ? (
        <Link to={routeTo(locale, 'profile')}>{t('profile.title')}</Link>
      ) : (
        <Link to={routeTo(locale, 'settings')}>{t('settings.link')}</Link>
      )}
    </p>
  );
  return (
    <>
      {profile ? (
        <ProfileHeader profile={profile} actions={edit} />
      ) : (
        <h1 className={styles.name}>{t('profile.title')}</h1>
      )}
      {profile && profile.email_validated === false && (
        <p className={styles.status}>
          {t('profile.unvalidated', { actions: confirmedAddressActions(t, htmlLangOf(locale)) })}{' '}
          {resent ? (
            <span role="status">{t('profile.resent')}</span>
          ) : apiErrorOf(resendError).errno === API_ERRNO.RESENDS_SPENT ? (
            <span role="alert">{t('profile.resendLimit')}</span>
          ) : (
            <button type="button" className={styles.linkButton} onClick={() => void resend()}>
              {t('profile.resend')}
            </button>
          )}
        </p>
      )}
      {children}
      <p>
        <button type="button" className={ui.pill} onClick={() => void signOut()}>
          {t('profile.logout')}
        </button>
      </p>
    </>
  );
}
