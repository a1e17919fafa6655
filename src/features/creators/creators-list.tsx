import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { MemberLine } from '../../components/member/member-line';
import { abbreviateCount } from '../../core/format/count';
import * as ui from '../../styles/ui.module.css';
import { useGetCreatorsQuery } from './creators-api';
import * as styles from './creators.module.css';

function CreatorsPage({ cursor, onMore }: { cursor?: string; onMore?: (next: string) => void }) {
  const { t, plural, intlLocale } = useI18n();
  const { data, isLoading, isError, refetch } = useGetCreatorsQuery({ cursor });
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (isError || !data)
    return (
      <div className={ui.problem} role="alert">
        <p>{t('creators.error')}</p>
        <button type="button" className={ui.pillOutline} onClick={() => refetch()}>
          {t('myRecipes.retry')}
        </button>
      </div>
    );
  if (!data.results.length && !cursor) return <p className={ui.empty}>{t('creators.empty')}</p>;
  const next = data.next ? new URL(data.next).searchParams.get('cursor') : null;
  return (
    <>
      <ul className={styles.list}>
        {data.results.map((creator) => (
          <li key={creator.id} className={styles.creator}>
            <MemberLine author={creator} size={56} />
            <p>
              {plural('creators.recipes', creator.authored_recipes_count, {
                count: abbreviateCount(creator.authored_recipes_count, intlLocale),
              })}
            </p>
          </li>
        ))}
      </ul>
      {next && onMore && (
        <button type="button" className={ui.pillOutline} onClick={() => onMore(next)}>
          {t('creators.more')}
        </button>
      )}
    </>
  );
}

/** The creators, most recipes first, a page at a time. */
export function CreatorsList() {
  const [cursors, setCursors] = useState<string[]>([]);
  return (
    <>
      {[undefined, ...cursors].map((cursor, index) => (
        <CreatorsPage
          key={cursor ?? 'first'}
          cursor={cursor}
          onMore={index === cursors.length ? (next) => setCursors((list) => [...list, next]) : undefined}
        />
      ))}
    </>
  );
}
