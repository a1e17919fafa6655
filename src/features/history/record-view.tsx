import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '../auth/auth-slice';
import { useRecordViewMutation } from './history-api';

/** Records a member's view of a recipe page; a failure stays silent (SPEC section 8). */
export function RecordView({ recipeId }: { recipeId: string }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const [record] = useRecordViewMutation();
  useEffect(() => {
    if (loggedIn) record(recipeId).catch(() => undefined);
  }, [loggedIn, recipeId, record]);
  return null;
}
