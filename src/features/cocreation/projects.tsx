import { Link } from 'gatsby';
import React, { useState } from 'react';
import { displayNameOf } from '../../core/accounts/badges';
import type { Project } from '../../core/contract/cocreation';
import { type ProjectState, canTakePart } from '../../core/cocreation/project-state';
import { routeTo } from '../../core/locales/routes';
import { useI18n } from '../../components/i18n/i18n-provider';
import { Avatar } from '../../components/member/avatar';
import { ConfirmAddressNotice } from '../../components/members-only/confirm-address-notice';
import { LogInOrSignUp } from '../../components/members-only/members-only-prompt';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useMemberGateSession } from '../../store/member-gate-session';
import * as ui from '../../styles/ui.module.css';
import { useGetProjectsQuery, useJoinProjectMutation, useLeaveProjectMutation } from './cocreation-api';
import * as styles from './cocreation.module.css';

/** The order the page shows the states in: what is happening, what comes, what was made. */
const ORDER: readonly ProjectState[] = ['in_progress', 'upcoming', 'finished'];

function Participation({ project, live }: { project: Project; live: boolean }) {
  const { t, locale } = useI18n();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const session = useMemberGateSession();
  const [join, joining] = useJoinProjectMutation();
  const [leave, leaving] = useLeaveProjectMutation();
  const [failed, setFailed] = useState(false);
  if (!live || !canTakePart(project.state)) return null;
  if (!loggedIn)
    return (
      <>
        <p>{t('cocreation.loginToJoin')}</p>
        <LogInOrSignUp />
      </>
    );
  // Taking part shows on the project (src/core's `join`): a confirmed address first; leaving is free.
  if (session.addressUnconfirmed && !project.taking_part)
    return <ConfirmAddressNotice reason={t('cocreation.unconfirmed')} {...session} />;
  const run = async (mutation: typeof join) => {
    setFailed(false);
    try {
      await mutation({ id: project.id, lang: locale }).unwrap();
    } catch {
      setFailed(true);
    }
  };
  return (
    <div aria-live="polite" className={styles.participation}>
      {project.taking_part && <p className={ui.success}>{t('cocreation.joined')}</p>}
      {failed && (
        <p className={ui.problem} role="alert">
          {t('errors.generic')}
        </p>
      )}
      <button
        type="button"
        className={project.taking_part ? ui.pillOutline : ui.pill}
        disabled={joining.isLoading || leaving.isLoading}
        onClick={() => void run(project.taking_part ? leave : join)}
      >
        {t(project.taking_part ? 'cocreation.leave' : 'cocreation.join')}
      </button>
    </div>
  );
}

function ProjectCard({ project, live }: { project: Project; live: boolean }) {
  const { t, plural, locale, intlLocale } = useI18n();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const titleId = `project-${project.id}`;
  return (
    <article className={styles.project} aria-labelledby={titleId}>
      <h3 id={titleId}>{project.title}</h3>
      <p className={styles.meta}>
        {t('cocreation.dates', { start: date(project.starts_at), end: date(project.ends_at) })} ·{' '}
        {plural('cocreation.members', project.participants_count)}
      </p>
      <p>{project.story}</p>
      {project.participants.length > 0 && (
        <ul className={styles.members}>
          {project.participants.map((member) => {
            const name = displayNameOf(member) || t('profile.member');
            return (
              <li key={member.id}>
                <Link to={routeTo(locale, 'publicProfile', { user: member.username || member.id })}>
                  <Avatar picture={member.profile_picture} name={name} size={32} />
                  <span>{name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <h4>{t('cocreation.recipes')}</h4>
      {project.recipes.length ? (
        <ul className={styles.recipes}>
          {project.recipes.map((recipe) => (
            <li key={recipe.id}>
              <Link to={routeTo(locale, 'recipe', { slug: recipe.url_slug })}>{recipe.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>{t('cocreation.noRecipes')}</p>
      )}
      <Participation project={project} live={live} />
    </article>
  );
}

/**
 * Co-creation projects (SPEC sections 1 and 4) by state: in progress, coming up, finished; as the
 * build saw them, then as the API says now (with the member's own participation).
 */
export function Projects({ built }: { built: Project[] }) {
  const { t, locale } = useI18n();
  const restored = useAppSelector(selectSessionRestored);
  const { data } = useGetProjectsQuery({ lang: locale }, { skip: !restored });
  const projects = data?.data ?? built;
  return (
    <>
      {ORDER.map((state) => {
        const shown = projects.filter((project) => project.state === state);
        if (!shown.length) return null;
        return (
          <section key={state} aria-labelledby={`projects-${state}`} className={styles.group}>
            <h2 id={`projects-${state}`}>{t(`cocreation.state.${state}`)}</h2>
            {shown.map((project) => (
              <ProjectCard key={project.id} project={project} live={!!data} />
            ))}
          </section>
        );
      })}
    </>
  );
}
