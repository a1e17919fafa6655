import { Form, Formik } from 'formik';
import { Link } from 'gatsby';
import React, { useState } from 'react';
import { FocusFirstError, FormField, FormFields, FormStatus, SubmitButton } from '../../components/form/form-field';
import { useI18n } from '../../components/i18n/i18n-provider';
import { LogInOrSignUp } from '../../components/members-only/members-only-prompt';
import { normalizeEmail } from '../../core/accounts/validation';
import { routeTo } from '../../core/locales/routes';
import { type Subscription, isLive } from '../../core/premium/subscription';
import * as ui from '../../styles/ui.module.css';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { selectOwnProfile } from '../../store/profile-slice';
import { useCancelMutation, useGetSubscriptionsQuery, useSubscribeMutation } from './premium-api';
import { planOnlySchema } from './premium-schemas';
import * as styles from './premium.module.css';
import { paymentRefusal } from './payment-refusal';
import { selectSubscription } from './subscription-slice';

const OTHER_PLAN = { monthly: 'yearly', yearly: 'monthly' } as const;

/** Switch between monthly and yearly on the card on file (the API keeps one live subscription). */
function ChangePlan({ subscription }: { subscription: Subscription }) {
  const { t } = useI18n();
  const [subscribe] = useSubscribeMutation();
  const target = OTHER_PLAN[subscription.type];
  return (
    <Formik
      initialValues={{ product_id: subscription.product_id.replace(subscription.type, target) }}
      validationSchema={planOnlySchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const result = await subscribe({ product_id: values.product_id });
        if ('error' in result) helpers.setStatus(paymentRefusal(result.error).key);
      }}
    >
      <Form noValidate method="post">
        <FormFields legend={t('premium.changePlanLegend')}>
          <FormStatus />
          <SubmitButton label={t(target === 'yearly' ? 'premium.switchYearly' : 'premium.switchMonthly')} />
        </FormFields>
      </Form>
    </Formik>
  );
}

/** Cancel: the typed address must be the account's ("The email address does not match"). */
function CancelSubscription({ subscription, email }: { subscription: Subscription; email: string }) {
  const { t } = useI18n();
  const [cancel] = useCancelMutation();
  return (
    <section aria-labelledby="cancel-title" className={styles.block}>
      <h2 id="cancel-title">{t('premium.cancelTitle')}</h2>
      <p>{t('premium.cancelText')}</p>
      <Formik
        initialValues={{ confirm_email: '' }}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          if (normalizeEmail(values.confirm_email) !== email)
            return helpers.setFieldError('confirm_email', 'errors.emailMismatch');
          const result = await cancel(subscription.product_id);
          if ('error' in result) helpers.setStatus('errors.cancelSubscription');
        }}
      >
        <Form noValidate method="post">
          <FormFields legend={t('premium.cancelLegend')}>
            <FormStatus />
            <FormField name="confirm_email" type="email" label={t('settings.deleteConfirm')} autoComplete="off" />
            <SubmitButton label={t('premium.cancelSubmit')} />
            <FocusFirstError />
          </FormFields>
        </Form>
      </Formik>
    </section>
  );
}

/** The member's subscription: plan, renewal or end date, card, last payment; change or cancel it. */
export function ManageSubscription() {
  const { t, locale, intlLocale } = useI18n();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const profile = useAppSelector(selectOwnProfile);
  // The query's answers fill the subscription branch (premium-api.ts), which the screen reads.
  const { isLoading } = useGetSubscriptionsQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const current = useAppSelector(selectSubscription);
  // The time the screen opened: an expiry passing while it is open changes nothing until reload.
  const [now] = useState(Date.now);
  const date = (ms: number) => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long' }).format(new Date(ms));
  let body: React.ReactNode;
  if (!restored || isLoading) body = <p role="status">{t('site.loading')}</p>;
  else if (!loggedIn) body = <LogInOrSignUp />;
  else if (!current || !isLive(current, now))
    body = (
      <>
        <p>{t('premium.none')}</p>
        <p>
          <Link className={ui.pill} to={routeTo(locale, 'accountPremium')}>
            {t('premium.discover')}
          </Link>
        </p>
      </>
    );
  else {
    const cancelled = current.cancellation_date_ms !== null;
    body = (
      <>
        {cancelled && (
          <p role="status" className={ui.success}>
            {t('premium.cancelled', { date: date(current.expires_date_ms) })}
          </p>
        )}
        <dl className={styles.facts}>
          <dt>{t('premium.plan')}</dt>
          <dd>{t(current.type === 'yearly' ? 'premium.yearly' : 'premium.monthly')}</dd>
          <dt>{t(cancelled ? 'premium.endsOn' : 'premium.renewsOn')}</dt>
          <dd>{date(current.expires_date_ms)}</dd>
          {current.card && (
            <>
              <dt>{t('premium.card')}</dt>
              <dd>{t('premium.cardEnding', { brand: current.card.brand.toUpperCase(), last4: current.card.last4 })}</dd>
            </>
          )}
        </dl>
        {!cancelled && <ChangePlan subscription={current} />}
        {!cancelled && profile && <CancelSubscription subscription={current} email={profile.email} />}
      </>
    );
  }
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('premium.manageTitle')}</h1>
      {body}
    </section>
  );
}
