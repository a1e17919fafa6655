import React, { useId, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { smsCountryNames } from '../../core/app-link/sms-countries';
import { siteOf } from '../../core/locales/catalogues';
import { API_ERRNO, apiErrorOf } from '../../store/api-error';
import * as ui from '../../styles/ui.module.css';
import { useTextTheAppMutation } from './app-link-api';
import * as styles from './app.module.css';

interface Result {
  sent?: string;
  problem?: string;
  /** The problem is the number's: the field is marked invalid and described by it. */
  field?: boolean;
  /** The day's texts are spent: the stores' own links follow the problem. */
  paused?: boolean;
}

/**
 * Text-the-app (SPEC section 2): a mobile number in, the app's download link out by text message.
 * The server reads the number (national for the page's country, or with +) and names it back masked;
 * it texts only the sites' countries, and only so many a day.
 */
export function TextTheAppForm() {
  const { t, locale, intlLocale } = useI18n();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [send, { isLoading }] = useTextTheAppMutation();
  const [result, setResult] = useState<Result>({});
  const { links } = siteOf(locale);

  const refusal = (status: unknown, errno: number | null): Result => {
    if (errno === API_ERRNO.PHONE_COUNTRY_REFUSED)
      return { problem: t('textApp.countryRefused', { countries: smsCountryNames(intlLocale) }), field: true };
    if (status === 400) return { problem: t('textApp.phoneInvalid'), field: true };
    if (errno === API_ERRNO.TEXTS_PAUSED) return { problem: t('textApp.paused'), paused: true };
    return { problem: t(status === 429 ? 'textApp.tooMany' : 'errors.generic') };
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) return setResult({ problem: t('errors.required'), field: true });
    try {
      const { sent_to } = await send({ phone, locale }).unwrap();
      setResult({ sent: sent_to });
    } catch (error) {
      const { status, errno } = apiErrorOf(error);
      setResult(refusal(status, errno));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-phone`}>{t('textApp.phone')}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('textApp.phoneHint')}
      </p>
      <input
        id={`${id}-phone`}
        className={ui.textInput}
        type="tel"
        autoComplete="tel"
        maxLength={32}
        value={phone}
        aria-invalid={!!result.field}
        aria-describedby={`${id}-hint${result.field ? ` ${id}-problem` : ''}`}
        onChange={(event) => setPhone(event.target.value)}
      />
      <button type="submit" className={ui.pill} disabled={isLoading}>
        {t('textApp.submit')}
      </button>
      <div aria-live="polite">
        {result.sent && <p className={ui.success}>{t('textApp.sent', { number: result.sent })}</p>}
        {result.problem && (
          <p id={`${id}-problem`} className={ui.problem} role="alert">
            {result.problem}
          </p>
        )}
        {result.paused && (
          <p>
            <a href={links.appStore} rel="noopener">
              {t('textApp.appStore')}
            </a>{' '}
            <a href={links.googlePlay} rel="noopener">
              {t('textApp.googlePlay')}
            </a>
          </p>
        )}
      </div>
    </form>
  );
}
