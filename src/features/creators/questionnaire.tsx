import { Form, Formik } from 'formik';
import React, { useState } from 'react';
import * as yup from 'yup';
import { FocusFirstError } from '../../components/form/form-field';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { TextKey } from '../../core/i18n/messages';
import { CREATOR_ANSWER_MAX, CREATOR_QUESTIONS } from '../../core/rules';
import { apiErrorOf } from '../../store/api-error';
import * as form from '../../components/form/form.module.css';
import * as ui from '../../styles/ui.module.css';
import { useSendQuestionnaireMutation } from './creators-api';
import * as styles from './creators.module.css';

type Answers = Record<(typeof CREATOR_QUESTIONS)[number]['key'], string>;

const EMPTY = Object.fromEntries(CREATOR_QUESTIONS.map((question) => [question.key, ''])) as Answers;

/**
 * The creators questionnaire (SPEC sections 2 and 9, about 3 minutes): every question of
 * CREATOR_QUESTIONS, choices as radio groups, the API's refusals under their question.
 */
export function CreatorQuestionnaire() {
  const { t } = useI18n();
  const [send] = useSendQuestionnaireMutation();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const schema = yup.object(
    Object.fromEntries(
      CREATOR_QUESTIONS.map((question) => {
        const text = yup.string().trim().max(CREATOR_ANSWER_MAX);
        return [question.key, 'optional' in question ? text : text.required(t('errors.required'))];
      }),
    ),
  );
  if (sent)
    return (
      <p className={ui.success} role="status">
        {t('creators.questionnaire.sent')}
      </p>
    );
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={schema}
      onSubmit={async (values, { setFieldError }) => {
        setFailed(false);
        const answers = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim()));
        const result = await send({ answers });
        if (!('error' in result)) return setSent(true);
        const error = apiErrorOf(result.error);
        const details = Array.isArray(error.details) ? error.details : [];
        for (const detail of details)
          if (detail.name?.startsWith('answers.')) setFieldError(detail.name.slice(8), detail.description ?? '');
        if (!details.length) setFailed(true);
      }}
    >
      {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
        <Form noValidate className={styles.questions}>
          <FocusFirstError />
          {CREATOR_QUESTIONS.map((question) => {
            const error = touched[question.key] ? errors[question.key] : undefined;
            const errorId = `question-${question.key}-error`;
            const label = t(`creators.question.${question.key}`);
            return (
              <div key={question.key} className={form.field}>
                {question.kind === 'choice' ? (
                  <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
                    <legend>{label}</legend>
                    {question.options.map((option) => (
                      <label key={option} className={form.check}>
                        <input
                          type="radio"
                          name={question.key}
                          value={option}
                          checked={values[question.key] === option}
                          onChange={handleChange}
                          onBlur={handleBlur}
                        />
                        {t(`creators.option.${question.key}.${option}` as TextKey)}
                      </label>
                    ))}
                  </fieldset>
                ) : (
                  <>
                    <label htmlFor={`question-${question.key}`}>
                      {label}
                      {'optional' in question && ` ${t('creators.optional')}`}
                    </label>
                    <textarea
                      id={`question-${question.key}`}
                      name={question.key}
                      className={form.input}
                      rows={3}
                      maxLength={CREATOR_ANSWER_MAX}
                      value={values[question.key]}
                      aria-invalid={!!error}
                      aria-describedby={error ? errorId : undefined}
                      onChange={handleChange}
                      onBlur={handleBlur}
                    />
                  </>
                )}
                {error && (
                  <p id={errorId} className={form.error}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {failed && (
            <p className={ui.problem} role="alert">
              {t('errors.generic')}
            </p>
          )}
          <button type="submit" className={form.submit} disabled={isSubmitting}>
            {t('creators.questionnaire.send')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
