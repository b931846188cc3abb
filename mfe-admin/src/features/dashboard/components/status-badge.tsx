import styled from 'styled-components';
import type { HealthStatus, SecuritySeverityLevel } from '@booking-portal/api/contract';
import type { AppTheme } from '@booking-portal/shell/runtime';

export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'blue';

/** Text on tinted backgrounds, at WCAG AA contrast in both themes. */
const TONES: Record<AppTheme['mode'], Record<Tone, { text: string; background: string }>> = {
  light: {
    green: { text: '#14532d', background: '#dcfce7' },
    yellow: { text: '#713f12', background: '#fef9c3' },
    orange: { text: '#7c2d12', background: '#ffedd5' },
    red: { text: '#7f1d1d', background: '#fee2e2' },
    blue: { text: '#1e3a8a', background: '#dbeafe' },
  },
  dark: {
    green: { text: '#bbf7d0', background: '#14532d' },
    yellow: { text: '#fef08a', background: '#713f12' },
    orange: { text: '#fed7aa', background: '#7c2d12' },
    red: { text: '#fecaca', background: '#7f1d1d' },
    blue: { text: '#bfdbfe', background: '#1e3a8a' },
  },
};

/** System Health: healthy green, warning yellow, critical red (docs/PRODUCT.md section 2). */
export const HEALTH_TONES: Record<HealthStatus, Tone> = {
  healthy: 'green',
  warning: 'yellow',
  critical: 'red',
};

export const SEVERITY_TONES: Record<SecuritySeverityLevel, Tone> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'blue',
};

/** A small pill naming a status or a severity in its colour. */
export const StatusBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.875rem;
  font-weight: 700;
  text-transform: capitalize;
  color: ${({ theme, $tone }) => TONES[theme.mode][$tone].text};
  background: ${({ theme, $tone }) => TONES[theme.mode][$tone].background};
`;
