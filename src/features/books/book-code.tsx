import { navigate } from 'gatsby';
import React, { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { DeadEnd } from '../../components/dead-end/dead-end';
import { useI18n } from '../../components/i18n/i18n-provider';
import { LogInOrSignUp } from '../../components/members-only/members-only-prompt';
import { RecipeGridByIds } from '../../components/recipe-card/recipe-grid-by-ids';
import { routeTo } from '../../core/locales/routes';
import { selectIsLoggedIn, selectSessionRestored } from '../auth/auth-slice';
import { usePlainQrTargetQuery, useUnlockBookQuery } from './books-api';
import * as styles from './books.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Unknown() {
  const { t, locale } = useI18n();
  return <DeadEnd title={t('book.unknownTitle')} text={t('book.unknown')} to={routeTo(locale, 'home')} label={t('auth.home')} />;
}

function Loading() {
  const { t } = useI18n();
  return <p role="status">{t('site.loading')}</p>;
}

/** Logged in: the scan unlocks the book for the member, who lands on its recipes. */
function UnlockedBook({ uuid }: { uuid: string }) {
  const { t } = useI18n();
  const { data: book, isLoading, isError } = useUnlockBookQuery(uuid, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Loading />;
  if (isError || !book) return <Unknown />;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{book.title}</h1>
      <p role="status" className={styles.success}>
        {t('book.unlocked')}
      </p>
      <RecipeGridByIds ids={book.recipes} headingLevel={2} />
    </section>
  );
}

/** Anonymous: asked to log in or sign up, both come back here to unlock the book. */
function SignInFirst() {
  const { t } = useI18n();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('book.signInTitle')}</h1>
      <p>{t('book.signIn')}</p>
      <LogInOrSignUp />
    </section>
  );
}

/** A plain QR short code: straight on to its target. */
function PlainCode({ shortcode }: { shortcode: string }) {
  const { data: target, isError } = usePlainQrTargetQuery(shortcode);
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target]);
  return isError ? <Unknown /> : <Loading />;
}

/** {book word}/{code}: a book's QR code (a uuid) or a plain short code (SPEC sections 2, 6). */
export function BookCode({ code }: { code: string }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const restored = useSelector(selectSessionRestored);
  if (!UUID.test(code)) return <PlainCode shortcode={code} />;
  if (!restored) return <Loading />;
  return loggedIn ? <UnlockedBook uuid={code} /> : <SignInFirst />;
}
