import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useMemberGate } from '../../components/members-only/member-gate';
import { Modal } from '../../components/modal/modal';
import { routeTo } from '../../core/locales/routes';
import { useAppSelector } from '../../store/hooks';
import { useMemberGateSession } from '../../store/member-gate-session';
import { selectOwnProfile } from '../../store/profile-slice';
import type { Post } from './community-api';
import * as styles from './community.module.css';
import { PagedPosts } from './paged-posts';
import { PostPhoto } from './post-parts';
import { RecreationForm } from './recreation-form';
import * as ui from '../../styles/ui.module.css';

const THUMB_WIDTHS = [200, 400] as const;

/** "I made it!": members share their re-creation in a dialog; anonymous visitors are asked to log in first. */
function ShareRecreation({ recipeId }: { recipeId: string }) {
  const { t, locale } = useI18n();
  const gate = useMemberGate(useMemberGateSession());
  // Whether the profile says the address is confirmed (unknown until it is loaded: the API then says).
  const known = useAppSelector(selectOwnProfile)?.email_validated;
  const [open, setOpen] = useState(false);
  const [shared, setShared] = useState<Post | null>(null);
  const reason = t('community.share.unconfirmed');

  const start = () => {
    // Nothing is kept for after the log-in: the form is theirs to fill once back.
    if (!gate.loggedIn) return gate.ask(null, t('community.share.membersOnly'));
    if (known === false) return gate.askToConfirm(reason);
    setShared(null);
    setOpen(true);
  };
  const refused = (error: unknown) => {
    if (!gate.refusedForAddress(error, reason)) return false;
    setOpen(false);
    return true;
  };

  return (
    <div className={styles.share}>
      <button type="button" className={ui.pill} disabled={!gate.ready} onClick={start}>
        {t('community.share.open')}
      </button>
      {shared && (
        <p role="status" className={styles.note}>
          {t('community.share.done')}{' '}
          <Link to={routeTo(locale, 'communityPost', { uuid: shared.uuid })}>{t('community.share.see')}</Link>
        </p>
      )}
      {open && (
        <Modal id="share-recreation" title={t('community.share.title')} onClose={() => setOpen(false)}>
          <RecreationForm
            recipeId={recipeId}
            onCancel={() => setOpen(false)}
            onRefused={refused}
            onShared={(post) => {
              setShared(post);
              setOpen(false);
            }}
          />
        </Modal>
      )}
      {gate.dialogs}
    </div>
  );
}

/** A re-creation in the recipe's gallery: its first photo and title, linking to its page. */
function GalleryItem({ post }: { post: Post }) {
  const { locale } = useI18n();
  const [first] = post.attachments;
  return (
    <Link className={styles.galleryItem} to={routeTo(locale, 'communityPost', { uuid: post.uuid })}>
      {first && <PostPhoto photo={first} widths={THUMB_WIDTHS} sizes="(min-width: 768px) 20vw, 33vw" />}
      <span className={styles.galleryTitle}>{post.title}</span>
    </Link>
  );
}

/** Under a recipe: "I made it!" and the gallery of the community's re-creations of it. */
export function RecipeRecreations({ recipeId }: { recipeId: string }) {
  const { t } = useI18n();
  return (
    <section className={styles.recreations} aria-labelledby="recreations-title">
      <h2 id="recreations-title" className={styles.sectionTitle}>
        {t('community.recreations.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('community.recreations.intro')}</p>
      <ShareRecreation recipeId={recipeId} />
      <PagedPosts
        className={styles.gallery}
        query={{ recipe: recipeId }}
        empty={t('community.recreations.empty')}
        item={(post) => <GalleryItem post={post} />}
      />
    </section>
  );
}
