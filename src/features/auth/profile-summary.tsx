import { Link, navigate } from 'gatsby';
import React, { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useI18n } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import { logout } from '../../store/make-store';
import { storeForEnvironment } from '../../store/root-element';
import { useGetProfileQuery, useLogoutMutation, useResendValidationMutation } from './auth-api';
import { selectIsLoggedIn, selectSessionRestored } from './auth-slice';
import * as styles from './auth.module.css';
import { profileReceived } from './profile-slice';

/** The member's own profile head: name, address confirmation notice, log out (SPEC sections 4, 6). */
export function ProfileSummary({ children }: { children: React.ReactNode }) {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const restored = useSelector(selectSessionRestored);
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetProfileQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const [revoke] = useLogoutMutation();
  const [resend, { isSuccess: resent }] = useResendValidationMutation();

  useEffect(() => {
    if (profile) dispatch(profileReceived(profile));
  }, [profile, dispatch]);

  if (!restored) return <p role="status">{t('site.loading')}</p>;
  if (!loggedIn) {
    return (
      <>
        <h1 className={styles.title}>{t('profile.title')}</h1>
        <p>{t('profile.loginFirst')}</p>
        <Link className={styles.submit} to={`${routeTo(locale, 'login')}?next=${encodeURIComponent(routeTo(locale, 'profile'))}`}>
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
  return (
    <>
      <h1 className={styles.title}>{profile ? `${profile.first_name} ${profile.last_name}`.trim() || t('profile.title') : t('profile.title')}</h1>
      {profile && profile.email_validated === false && (
        <p className={styles.status}>
          {t('profile.unvalidated')}{' '}
          {resent ? (
            <span role="status">{t('profile.resent')}</span>
          ) : (
            <button type="button" className={styles.linkButton} onClick={() => void resend()}>
              {t('profile.resend')}
            </button>
          )}
        </p>
      )}
      <p>
        <Link to={routeTo(locale, 'settings')}>{t('settings.link')}</Link>
      </p>
      {children}
      <p>
        <button type="button" className={styles.submit} onClick={() => void signOut()}>
          {t('profile.logout')}
        </button>
      </p>
    </>
  );
}
