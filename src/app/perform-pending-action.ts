import type { PendingAction } from '../core/accounts/pending-action';
import { commentsApi } from '../features/comments/comments-api';
import { communityApi } from '../features/community/community-api';
import { favouritesApi } from '../features/favourites/favourites-api';
import { profilesApi } from '../features/profiles/profiles-api';
import { ratingsApi } from '../features/ratings/ratings-api';
import { apiErrorOf } from '../store/api-error';
import type { AppDispatch } from '../store/make-store';

// Loaded only when a visitor comes back with something to do: the calls of five features stay out
// of the JavaScript every page loads first.

/** The call that does a pending action. */
function request(dispatch: AppDispatch, action: Exclude<PendingAction, { kind: 'choosePlan' }>) {
  switch (action.kind) {
    case 'favourite':
      return dispatch(favouritesApi.endpoints.setFavourite.initiate({ id: action.recipeId, saved: true }));
    case 'follow':
      return dispatch(profilesApi.endpoints.follow.initiate(action.userId));
    case 'like':
      return dispatch(communityApi.endpoints.react.initiate({ post: action.postId, reaction_type: 'like' }));
    case 'rate': {
      const { recipeId: recipe, stars, reasons } = action;
      return dispatch(ratingsApi.endpoints.saveRating.initiate({ body: { recipe, stars, reasons }, rated: false }));
    }
    case 'comment':
      return dispatch(commentsApi.endpoints.createComment.initiate(action.comment));
    case 'likeComment':
      return dispatch(commentsApi.endpoints.likeComment.initiate({ comment: action.commentId, reaction_type: 'like' }));
  }
}

/** Does the action; true when it is settled (done, or refused for good), false to try again later. */
export async function perform(
  dispatch: AppDispatch,
  action: Exclude<PendingAction, { kind: 'choosePlan' }>,
): Promise<boolean> {
  const result = await request(dispatch, action);
  if (!('error' in result)) {
    // The heart may have loaded the favourites before the save: read them again.
    if (action.kind === 'favourite') dispatch(favouritesApi.util.invalidateTags(['Favourites']));
    return true;
  }
  // A follow, a like, a rating or a comment waits for the address to be confirmed (403): kept until
  // then, or until it expires.
  const { status } = apiErrorOf(result.error);
  return status !== 403 && status !== 'FETCH_ERROR';
}
