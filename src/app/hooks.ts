// eslint-disable-next-line no-restricted-imports -- the typed hooks are made here, from the raw ones
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/**
 * The store's hooks, typed: the one module of app/ that features and pages import (lint allows it
 * alone), as in Redux's own template. The types come with it.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export type { AppDispatch, RootState };
