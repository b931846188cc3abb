/**
 * `@booking-portal/shell/runtime`: everything the shell offers its remotes and feature screens at run
 * time. It is a federation singleton, so the shell and every remote share this one instance (one store,
 * one base API, one theme). Nothing else of the shell is public. It imports no feature of the shell:
 * features build on the runtime, never the other way round (lint-enforced).
 */
import './theme/styled-theme';

export { baseApi, type BaseApi } from './api/base-api';
export {
  SESSION_TAG,
  BOOKING_TAG,
  DEPARTMENT_TAG,
  PERFORMER_TAG,
  VENUE_CLOSURE_TAG,
  BOOKING_POLICY_TAG,
  USER_TAG,
  ORGANIZATION_TAG,
  ACTIVITY_TAG,
  SHARED_TAG_TYPES,
  type SharedTagType,
} from './api/tags';
export { bookingMonthTags, type BookingMonthTag } from './api/booking-month-tags';
export type { TransportRequest, TransportMeta, HttpMethod } from './api/base-query';
export {
  errorMessageOf,
  isTransportError,
  staleWriteOf,
  type StaleWrite,
  type TransportError,
} from './api/transport-error';
export { invalidateAllData, safeWrite, emergencyRecovery } from './api/cache-recovery';
export { useWriteFeedback, type WriteTexts } from './api/use-write-feedback';

export {
  appReducer,
  injectSlice,
  rootReducer,
  type AppDispatch,
  type AppThunk,
  type LazyLoadedSlices,
  type RootState,
} from './store/root-reducer';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';

export { sessionApi, useLogoutMutation } from './session/session.endpoints';
export { useSession, type SessionState, type SessionStatus } from './session/use-session';
export { clearCachedDataKeepingSession } from './session/clear-cached-data';
export { useSessionEndCause } from './session/use-session-end-cause';

export { useLiveChanges } from './live/use-live-changes';
export { useBookingEditors, PRESENCE_HEARTBEAT_MS } from './live/use-booking-editors';
export type { BookingEditor } from './live/presence.slice';

export { useToast, type ToastControl } from './toast/use-toast';
export { Toaster } from './toast/toaster';
export type { ToastOptions, ToastVariant } from './toast/toast.slice';

export { THEMES, darkTheme, lightTheme, type AppTheme, type ThemeMode } from './theme/themes';
export { THEME_STORAGE_KEY } from './theme/theme-mode.slice';
export { useThemeMode, type ThemeModeControl } from './theme/use-theme-mode';
export { GlobalStyle } from './theme/global-style';

export * from './ui';

export { REMOTE_NAMES, type RemoteName, type RemoteRoute } from './routing/remote-route';
