import { Link } from 'gatsby';
import React from 'react';
import type { Workshop } from '../../core/contract/workshops';
import { routeTo } from '../../core/locales/routes';
import { useI18n } from '../../components/i18n/i18n-provider';
import { selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import * as ui from '../../styles/ui.module.css';
import { WorkshopState } from './workshop-panel';
import { WorkshopTime } from './workshop-time';
import { useGetWorkshopsQuery } from './workshops-api';
import * as styles from './workshops.module.css';

function WorkshopCard({ workshop }: { workshop: Workshop }) {
  const { t, locale } = useI18n();
  return (
    <li className={styles.card}>
      <h3>
        <Link to={routeTo(locale, 'workshop', { slug: workshop.slug })}>{workshop.title}</Link>
      </h3>
      <p>
        <WorkshopTime iso={workshop.starts_at} /> · {t('workshop.duration', { minutes: workshop.duration_minutes })}
      </p>
      <p className={styles.meta}>{t('workshop.hostedBy', { name: workshop.host.name })}</p>
      <WorkshopState workshop={workshop} />
    </li>
  );
}

/**
 * The upcoming workshops (soonest first), then the past ones (latest first): as the build saw
 * them, then as the API says now (states and places change by the minute).
 */
export function WorkshopsList({ built }: { built: Workshop[] }) {
  const { t, locale } = useI18n();
  const restored = useAppSelector(selectSessionRestored);
  const { data } = useGetWorkshopsQuery({ lang: locale }, { skip: !restored });
  const workshops = data?.data ?? built;
  const upcoming = workshops.filter((w) => w.state === 'upcoming' || w.state === 'full');
  const past = workshops.filter((w) => w.state === 'ended' || w.state === 'past').reverse();
  return (
    <>
      <section aria-labelledby="workshops-upcoming">
        <h2 id="workshops-upcoming">{t('workshops.upcoming')}</h2>
        {upcoming.length ? (
          <ul className={styles.list}>
            {upcoming.map((workshop) => (
              <WorkshopCard key={workshop.id} workshop={workshop} />
            ))}
          </ul>
        ) : (
          <p className={ui.empty}>{t('workshops.none')}</p>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="workshops-past">
          <h2 id="workshops-past">{t('workshops.past')}</h2>
          <ul className={styles.list}>
            {past.map((workshop) => (
              <WorkshopCard key={workshop.id} workshop={workshop} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
