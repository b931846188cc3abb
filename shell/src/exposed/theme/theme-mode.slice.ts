import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeMode } from './themes';

/** The fixed local-storage key of the theme (docs/PRODUCT.md section 2). */
export const THEME_STORAGE_KEY = 'booking-portal-theme';

export interface ThemeModeState {
  mode: ThemeMode;
}

/** The stored choice when there is a valid one, otherwise light (the spec's default). */
function readStoredThemeMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies): fall back to the default.
    return 'light';
  }
}

export function storeThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // The choice then lasts for this page only; nothing else depends on it.
  }
}

export const themeModeSlice = createSlice({
  name: 'shell/theme',
  initialState: (): ThemeModeState => ({ mode: readStoredThemeMode() }),
  reducers: {
    themeModeChanged(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
  },
});

export const { themeModeChanged } = themeModeSlice.actions;
