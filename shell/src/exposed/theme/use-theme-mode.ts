import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { storeThemeMode, themeModeChanged, themeModeSlice } from './theme-mode.slice';
import type { ThemeMode } from './themes';

export interface ThemeModeControl {
  mode: ThemeMode;
  toggle: () => void;
}

/** The current light/dark mode and a toggle that also remembers the choice in local storage. */
export function useThemeMode(): ThemeModeControl {
  const mode = useAppSelector(themeModeSlice.selectors.selectThemeMode);
  const dispatch = useAppDispatch();
  const toggle = useCallback(() => {
    const next: ThemeMode = mode === 'light' ? 'dark' : 'light';
    storeThemeMode(next);
    dispatch(themeModeChanged(next));
  }, [dispatch, mode]);
  return { mode, toggle };
}
