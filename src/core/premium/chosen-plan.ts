import type { PendingAction } from '../accounts/pending-action';
import type { PlanType } from './plans';

/**
 * The plan the payment step opens on: the one in the address (`?plan=yearly`, which a visitor's
 * log-in or sign-up detour comes back with), else the one a visitor picked before the detour.
 */
export function chosenPlanType(search: string, pending: PendingAction | null): PlanType | null {
  const requested = new URLSearchParams(search).get('plan');
  if (requested === 'monthly' || requested === 'yearly') return requested;
  return pending?.kind === 'choosePlan' ? pending.plan : null;
}

/** The address of the payment step with a plan chosen, kept through the log-in detour as `next`. */
export function withPlan(search: string, plan: PlanType): string {
  const params = new URLSearchParams(search);
  params.set('plan', plan);
  return `?${params.toString()}`;
}
