import { tokenReceived } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { sessionApi } from '../../store/session-api';

/** Login or sign-up success: store the token, then load the profile (SPEC section 4, Auth). */
export function useSignIn() {
  const dispatch = useAppDispatch();
  return async (token: string) => {
    dispatch(tokenReceived(token));
    await dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
  };
}
