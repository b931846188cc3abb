import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wheel = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: 3rem 1rem;
`;

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Centres the spinner in a padded block, as a page-level loading state. */
  centered?: boolean;
  label?: string;
}

/** A loading indicator announced to screen readers as 'Loading'. */
export function Spinner({ size = 32, centered = false, label = 'Loading' }: SpinnerProps) {
  const wheel = <Wheel role="status" aria-label={label} $size={size} />;
  return centered ? <Centered>{wheel}</Centered> : wheel;
}
