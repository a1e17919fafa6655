import { afterEach, expect } from 'vitest';
import type { ContractViolation } from '../../server/http/contract';

/** Answers of test apps that broke their declared contract (server/http/contract.ts). */
export const contractViolations: ContractViolation[] = [];

afterEach(() => {
  const found = contractViolations.splice(0);
  expect(found, 'every answer has a declared status and matches its declared schema').toEqual([]);
});
