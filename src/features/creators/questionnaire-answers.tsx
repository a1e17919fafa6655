import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { MemberLine } from '../../components/member/member-line';
import type { TextKey } from '../../core/i18n/messages';
import { CREATOR_QUESTIONS } from '../../core/rules';
import * as ui from '../../styles/ui.module.css';
import { useGetQuestionnairesQuery } from './creators-api';
import * as styles from './creators.module.css';

/** The creators questionnaires members sent, newest first, for moderators and staff (the API decides). */
export function QuestionnaireAnswers() {
  const { t, intlLocale } = useI18n();
  const { data, isLoading, isError } = useGetQuestionnairesQuery();
  if (isLoading) return <p role="status">{t('site.loading')}</p>;
  if (isError || !data) return null;
  return (
    <section aria-labelledby="questionnaires-title">
      <h2 id="questionnaires-title">{t('creators.questionnaires')}</h2>
      {data.results.length === 0 ? (
        <p className={ui.empty}>{t('creators.questionnairesEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {data.results.map((sent) => (
            <li key={sent.id} className={styles.creator}>
              <MemberLine author={sent.member}>
                <time dateTime={sent.created_time}>{new Date(sent.created_time).toLocaleDateString(intlLocale)}</time>
              </MemberLine>
              <dl>
                {CREATOR_QUESTIONS.filter((question) => sent.answers[question.key]).map((question) => {
                  const answer = sent.answers[question.key];
                  return (
                    <div key={question.key}>
                      <dt>{t(`creators.question.${question.key}`)}</dt>
                      <dd>
                        {question.kind === 'choice'
                          ? t(`creators.option.${question.key}.${answer}` as TextKey)
                          : answer}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
