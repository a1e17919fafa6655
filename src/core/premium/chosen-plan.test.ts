import { expect, it } from 'vitest';
import { chosenPlanType, withPlan } from './chosen-plan';

it('opens the payment step on the plan in the address, else on the one picked before logging in', () => {
  expect(chosenPlanType('?plan=yearly', null)).toBe('yearly');
  expect(chosenPlanType('?plan=yearly', { kind: 'choosePlan', plan: 'monthly' })).toBe('yearly');
  expect(chosenPlanType('', { kind: 'choosePlan', plan: 'yearly' })).toBe('yearly');
  expect(chosenPlanType('?plan=lifetime', { kind: 'choosePlan', plan: 'monthly' })).toBe('monthly');
  expect(chosenPlanType('', { kind: 'favourite', recipeId: 'r1' })).toBeNull();
  expect(chosenPlanType('', null)).toBeNull();
});

it('writes the chosen plan into the address, keeping the rest', () => {
  expect(withPlan('', 'yearly')).toBe('?plan=yearly');
  expect(withPlan('?plan=monthly&utm_source=mail', 'yearly')).toBe('?plan=yearly&utm_source=mail');
});
