import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast {
  id: string;
  title: string;
  description: string | null;
  variant: ToastVariant;
}

interface ToastsState {
  items: Toast[];
}

/** At most this many toasts show at once; older ones make room for new ones. */
const MAX_VISIBLE_TOASTS = 3;

const initialState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'shell/toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_VISIBLE_TOASTS) state.items.shift();
      },
      prepare(options: ToastOptions) {
        return {
          payload: {
            id: nanoid(),
            title: options.title,
            description: options.description ?? null,
            variant: options.variant ?? 'default',
          } satisfies Toast,
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
