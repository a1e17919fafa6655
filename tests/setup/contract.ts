import { afterEach, expect } from 'vitest';
import { contractViolations } from './contract-violations';

afterEach(() => {
  const found = contractViolations.splice(0);
  expect(found, 'every answer has a declared status and matches its declared schema').toEqual([]);
});
