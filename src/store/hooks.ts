import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, AppState } from './make-store';

/** useDispatch and useSelector typed for this store: use these, never the raw ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
