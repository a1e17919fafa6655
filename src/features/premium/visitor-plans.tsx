import { Form, Formik } from 'formik';
import React from 'react';
import { FormFields, SubmitButton } from '../../components/form/form-field';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useMembersOnlyPrompt } from '../../components/members-only/members-only-prompt';
import { pendingActions } from '../../store/pending-action';
import { withPlan } from '../../core/premium/chosen-plan';
import { PlanChoice } from './plan-choice';
import type { Plan } from './premium-api';
import * as styles from './premium.module.css';

/**
 * The plans and their prices for a visitor: picking one asks them to log in or sign up, and both
 * come back to the payment step with that plan chosen (in the address, and as a pending action
 * for a detour that loses it, such as a confirmation link opened in another tab).
 */
export function VisitorPlans({ plans, defaultPlan }: { plans: Plan[]; defaultPlan: string }) {
  const { t } = useI18n();
  const { ask, prompt } = useMembersOnlyPrompt(pendingActions);
  return (
    <>
      <Formik
        initialValues={{ product_id: defaultPlan }}
        onSubmit={({ product_id }) => {
          const plan = plans.find((candidate) => candidate.product_id === product_id) ?? plans[0];
          if (!plan) return;
          // The prompt's links come back to this address: it names the plan.
          window.history.replaceState(
            window.history.state,
            '',
            `${window.location.pathname}${withPlan(window.location.search, plan.type)}`,
          );
          ask({ kind: 'choosePlan', plan: plan.type }, t('premium.loginFirst'));
        }}
      >
        <Form noValidate method="post">
          <FormFields legend={t('premium.visitorLegend')}>
            <fieldset className={styles.plans}>
              <legend>{t('premium.choosePlan')}</legend>
              {plans.map((plan) => (
                <PlanChoice key={plan.product_id} plan={plan} />
              ))}
            </fieldset>
            <SubmitButton label={t('premium.continue')} />
          </FormFields>
        </Form>
      </Formik>
      {prompt}
    </>
  );
}
