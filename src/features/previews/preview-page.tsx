import React from 'react';
import type { Preview } from '../../core/contract/previews';
import { useI18n } from '../../components/i18n/i18n-provider';
import { LogInOrSignUp } from '../../components/members-only/members-only-prompt';
import { apiErrorOf } from '../../store/api-error';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import * as ui from '../../styles/ui.module.css';
import { useGetPreviewQuery } from './previews-api';
import * as styles from './previews.module.css';

/**
 * A staff preview (SPEC section 2, content-editor preview): the link's secret is read from the
 * address and sent with the staff session; the API decides who may see it. A recipe shows with
 * the recipe page (`renderRecipe`, the template's), a CMS page as the site shows them.
 */
export function PreviewPage({
  search,
  renderRecipe,
}: {
  search: string;
  renderRecipe: (recipe: NonNullable<Preview['recipe']>) => React.ReactNode;
}) {
  const { t } = useI18n();
  const restored = useAppSelector(selectSessionRestored);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const token = new URLSearchParams(search).get('token') ?? '';
  const { data, error, isLoading } = useGetPreviewQuery(token, { skip: !restored || !loggedIn || !token });

  if (!restored || isLoading) return null;
  if (!token) return <p className={ui.problem}>{t('preview.invalid')}</p>;
  if (!loggedIn)
    return (
      <div className={styles.refusal}>
        <p>{t('preview.staffOnly')}</p>
        <LogInOrSignUp />
      </div>
    );
  if (error || !data) {
    const { status } = apiErrorOf(error);
    const message =
      status === 403
        ? 'preview.staffOnly'
        : status === 410
          ? 'preview.expired'
          : status === 404
            ? 'preview.invalid'
            : 'errors.generic';
    return (
      <p className={ui.problem} role="alert">
        {t(message)}
      </p>
    );
  }
  return (
    <>
      <p className={styles.banner} role="note">
        {t('preview.banner')}
      </p>
      {data.recipe && renderRecipe(data.recipe)}
      {data.page && (
        <article className={styles.page}>
          <h1>{data.page.title}</h1>
          {data.page.sections.map((section, index) => (
            <section key={section.id ?? index} aria-labelledby={`preview-section-${index}`}>
              <h2 id={`preview-section-${index}`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph, p) => (
                <p key={p}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </>
  );
}
