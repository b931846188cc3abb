import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { toastDismissed, toastsSlice, type Toast } from './toast.slice';

/** How long a toast stays on screen. */
const TOAST_VISIBLE_MS = 4000;

const Region = styled.section`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
`;

const ToastCard = styled.div<{ $variant: Toast['variant'] }>`
  pointer-events: auto;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $variant }) =>
    $variant === 'destructive' ? theme.colors.danger : theme.colors.surface};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.onDanger : theme.colors.text)};
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.18);
`;

const Texts = styled.div`
  flex: 1;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
`;

const CloseButton = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: 0 0.25rem;
`;

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);

  return (
    <ToastCard role="status" $variant={toast.variant}>
      <Texts>
        <Title>{toast.title}</Title>
        {toast.description !== null && <Description>{toast.description}</Description>}
      </Texts>
      <CloseButton
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        ×
      </CloseButton>
    </ToastCard>
  );
}

/** The one place toasts appear; the shell mounts it once next to the router. */
export function Toaster() {
  const toasts = useAppSelector(toastsSlice.selectors.selectToasts);
  return (
    <Region aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Region>
  );
}
