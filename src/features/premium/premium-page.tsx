import { Form, Formik } from 'formik';
import { Link } from 'gatsby';
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { FocusFirstError, FormFields, FormStatus, SubmitButton } from '../../components/form/form-field';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useMemberGate } from '../../components/members-only/member-gate';
import { forgetPendingAction, pendingAction } from '../../store/pending-action';
import { routeTo } from '../../core/locales/routes';
import { testPaymentMethodFor } from '../../core/premium/payment-card';
import { chosenPlanType } from '../../core/premium/chosen-plan';
import { isLive } from '../../core/premium/subscription';
import * as ui from '../../styles/ui.module.css';
import { selectIsLoggedIn, selectSessionRestored } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useMemberGateSession } from '../../store/member-gate-session';
import { useGetProfileQuery } from '../../store/session-api';
import { STRIPE_PUBLISHABLE_KEY, StripeCardField, TestCardFields } from './card-fields';
import { PlanChoice } from './plan-choice';
import { type Plan, useGetPlansQuery, useGetSubscriptionsQuery, useSubscribeMutation } from './premium-api';
import { planOnlySchema, testCardSchema } from './premium-schemas';
import * as styles from './premium.module.css';
import { VisitorPlans } from './visitor-plans';
import { ConfirmAddressFirst } from './confirm-address-first';
import { paymentRefusal } from './payment-refusal';
import { selectSubscription } from './subscription-slice';

/** Plans, then the card (Stripe Elements when configured, else the test provider's form). */
function SubscribeForm({ plans, defaultPlan }: { plans: Plan[]; defaultPlan: string }) {
  const { t } = useI18n();
  const gate = useMemberGate(useMemberGateSession());
  const [subscribe] = useSubscribeMutation();
  const stripeMethod = useRef<(() => Promise<string>) | null>(null);
  const onStripeReady = useCallback((create: () => Promise<string>) => {
    stripeMethod.current = create;
  }, []);
  return (
    <>
      <Formik
        initialValues={{ product_id: defaultPlan, card_number: '', expiry: '', cvc: '' }}
        validationSchema={STRIPE_PUBLISHABLE_KEY ? planOnlySchema : testCardSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          let paymentMethod: string;
          try {
            paymentMethod = STRIPE_PUBLISHABLE_KEY
              ? await stripeMethod.current!()
              : testPaymentMethodFor(values.card_number)!;
          } catch {
            return helpers.setStatus('premium.declined');
          }
          const result = await subscribe({ payment_method_id: paymentMethod, product_id: values.product_id });
          // An address not yet known unconfirmed when the page opened: the modal that resends the link.
          if ('error' in result && !gate.refusedForAddress(result.error, t('premium.unconfirmed'))) {
            const refusal = paymentRefusal(result.error);
            if (refusal.field) helpers.setFieldError(refusal.field, refusal.key);
            else helpers.setStatus(refusal.key);
          }
        }}
      >
        {({ values }) => {
          const chosen = plans.find((plan) => plan.product_id === values.product_id);
          return (
            <Form noValidate method="post">
              <FormFields legend={t('premium.subscribeLegend')}>
                <FormStatus />
                <fieldset className={styles.plans}>
                  <legend>{t('premium.choosePlan')}</legend>
                  {plans.map((plan) => (
                    <PlanChoice key={plan.product_id} plan={plan} />
                  ))}
                </fieldset>
                {STRIPE_PUBLISHABLE_KEY ? <StripeCardField onReady={onStripeReady} /> : <TestCardFields />}
                <SubmitButton
                  label={
                    chosen
                      ? t(chosen.type === 'yearly' ? 'premium.subscribeYearly' : 'premium.subscribeMonthly')
                      : t('premium.subscribe')
                  }
                />
                <FocusFirstError />
              </FormFields>
            </Form>
          );
        }}
      </Formik>
      {gate.dialogs}
    </>
  );
}

/** The account premium screen: the plans and their prices for everyone, then the payment for members. */
export function PremiumPage({ search }: { search: string }) {
  const { t, locale } = useI18n();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const { data: plans, isError } = useGetPlansQuery(locale);
  // The query's answers fill the subscription branch (premium-api.ts), which the page reads.
  useGetSubscriptionsQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const current = useAppSelector(selectSubscription);
  const memberSession = useMemberGateSession();
  // Read again on each visit: the stored profile may predate the click on the confirmation link.
  const { data: profile, isFetching: profileFetching } = useGetProfileQuery(undefined, {
    skip: !loggedIn || !restored,
    refetchOnMountOrArgChange: true,
  });
  const [now] = useState(Date.now);
  // Read once: the plan a visitor picked before logging in, forgotten once a member is here.
  const [pending] = useState(() => (typeof window === 'undefined' ? null : pendingAction()));
  const requested = chosenPlanType(search, pending);
  const defaultPlan = plans?.find((plan) => plan.type === requested)?.product_id ?? plans?.[0]?.product_id ?? '';
  useEffect(() => {
    if (loggedIn && pending?.kind === 'choosePlan') forgetPendingAction();
  }, [loggedIn, pending]);
  let body: React.ReactNode;
  if (isError) body = <p role="alert">{t('errors.generic')}</p>;
  else if (!restored || !plans) body = <p role="status">{t('site.loading')}</p>;
  else if (!loggedIn) body = <VisitorPlans plans={plans} defaultPlan={defaultPlan} />;
  else if (isLive(current, now))
    body = (
      <>
        <p role="status" className={ui.success}>
          {t('premium.welcome')}
        </p>
        <p className={ui.actions}>
          <Link className={ui.pill} to={routeTo(locale, 'profilePremium')}>
            {t('premium.manage')}
          </Link>
          <Link className={ui.pillOutline} to={routeTo(locale, 'home')}>
            {t('auth.home')}
          </Link>
        </p>
      </>
    );
  else if (!profileFetching && profile?.email_validated === false) body = <ConfirmAddressFirst {...memberSession} />;
  else body = <SubscribeForm plans={plans} defaultPlan={defaultPlan} />;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('premium.title')}</h1>
      <p>{t('premium.intro')}</p>
      {body}
    </section>
  );
}
