import { useEffect } from 'react';
import { selectIsLoggedIn } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useRecordViewMutation } from './history-api';

/** Records a member's view of a recipe page; a failure stays silent (SPEC section 8). */
export function RecordView({ recipeId }: { recipeId: string }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [record] = useRecordViewMutation();
  useEffect(() => {
    if (loggedIn) record(recipeId).catch(() => undefined);
  }, [loggedIn, recipeId, record]);
  return null;
}
