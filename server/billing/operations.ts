import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError, ERRNO } from '../errors';
import { claimOperation, endOperation, interruptOperation } from '../repositories/billing-operations';
import { ProviderUnavailable } from './provider';

export const billingBusy = () =>
  new ApiError(
    409,
    ERRNO.MODIFIED_MEANWHILE,
    'Another payment operation of this account is under way. Please try again in a moment.',
  );

function providerError(error: ProviderUnavailable) {
  const retry = 'Please try again in a moment: trying again does not charge twice.';
  if (error.reason === 'failed')
    return new ApiError(502, ERRNO.BACKEND, `The payment service failed to handle this request. ${retry}`);
  return new ApiError(503, ERRNO.BACKEND, `The payment service did not answer in time. ${retry}`);
}

/**
 * Runs one billing operation of a member: no row lock is held while the provider is called. `work`
 * ends the operation in the transaction recording its outcome. A refusal (a 4xx ApiError) ends it
 * too; any other failure (provider down or slow, database error after the provider acted) leaves
 * it interrupted, so a retry replays rather than pays again.
 */
export async function runOperation<T>(
  db: Kysely<DB>,
  userId: string,
  kind: string,
  fingerprint: string,
  work: (operationId: string) => Promise<T>,
): Promise<T> {
  const operationId = await claimOperation(db, userId, kind, fingerprint);
  if (!operationId) throw billingBusy();
  try {
    const result = await work(operationId);
    // Already ended with the outcome; this only catches a `work` that recorded nothing.
    await endOperation(db, userId, operationId);
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) {
      await endOperation(db, userId, operationId);
      throw error;
    }
    await interruptOperation(db, userId, operationId);
    throw error instanceof ProviderUnavailable ? providerError(error) : error;
  }
}
