import type { ContractViolation } from '../../server/http/contract';

/**
 * Answers of test apps that broke their declared contract (server/http/contract.ts), checked after
 * each test by tests/setup/contract.ts. Kept apart from that set-up file, which runs again for every
 * test file: in a worker that keeps its modules between files (the API project), the apps of a later
 * file must push into the same list its check reads.
 */
export const contractViolations: ContractViolation[] = [];
