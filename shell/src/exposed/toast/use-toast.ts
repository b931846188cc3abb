import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../store/hooks';
import { toastShown, type ToastOptions } from './toast.slice';

export interface ToastControl {
  toast: (options: ToastOptions) => void;
}

/** Shows a toast in the shell's Toaster; any screen of the shell or of a remote may call it. */
export function useToast(): ToastControl {
  const dispatch = useAppDispatch();
  const toast = useCallback(
    (options: ToastOptions) => {
      dispatch(toastShown(options));
    },
    [dispatch],
  );
  return useMemo(() => ({ toast }), [toast]);
}
