import { expect, it } from 'vitest';
import { budgetDay, secondsToNextBudgetDay } from './daily-budget';

it('counts budgets per UTC day and says when the next one opens', () => {
  expect(budgetDay(new Date('2026-03-01T23:59:59.500Z'))).toBe('2026-03-01');
  expect(budgetDay(new Date('2026-03-02T00:00:00+02:00'))).toBe('2026-03-01');
  expect(secondsToNextBudgetDay(new Date('2026-03-01T23:59:59.500Z'))).toBe(1);
  expect(secondsToNextBudgetDay(new Date('2026-12-31T00:00:00Z'))).toBe(86_400);
});
