import { CREATOR_TERMS_VERSION } from '../../src/core/rules';
import type { Executor } from '../db/executor';
import { ApiError, ERRNO } from '../errors';
import { termsAcceptedAt } from '../repositories/creator-terms';

/**
 * Creating and publishing recipes need the creators terms in force (SPEC section 6): a 403 with
 * errno 132 until the member accepts them, which the site answers with its terms popup.
 */
export async function requireCreatorTerms(db: Executor, userId: string): Promise<void> {
  if (await termsAcceptedAt(db, userId)) return;
  throw new ApiError(
    403,
    ERRNO.CREATOR_TERMS_REQUIRED,
    `Accept the creators terms (version ${CREATOR_TERMS_VERSION}) to create and publish recipes.`,
    [
      {
        location: 'body',
        name: 'creator_terms',
        description: `The creators terms ${CREATOR_TERMS_VERSION} are not accepted`,
      },
    ],
  );
}
