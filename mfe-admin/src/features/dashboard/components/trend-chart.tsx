import styled from 'styled-components';
import type { DailyStatDto } from '@booking-portal/api/contract';
import { formatDay } from '../dashboard-format';
import type { Tone } from './status-badge';

const WIDTH = 600;
const HEIGHT = 180;
const PADDING = { top: 10, right: 10, bottom: 24, left: 36 };

interface Series {
  key: 'requests' | 'errors' | 'securityEvents';
  label: string;
  color: string;
  tone: Tone;
}

/** Colours distinct in both themes (and distinguishable by dash pattern, not only hue). */
const SERIES: readonly (Series & { dash: string })[] = [
  { key: 'requests', label: 'Requests', color: '#2563eb', tone: 'blue', dash: '' },
  { key: 'errors', label: 'Server errors', color: '#dc2626', tone: 'red', dash: '6 3' },
  { key: 'securityEvents', label: 'Security events', color: '#d97706', tone: 'orange', dash: '2 3' },
];

const Figure = styled.figure`
  margin: 0;

  svg {
    width: 100%;
    height: auto;
    display: block;
  }

  text {
    fill: ${({ theme }) => theme.colors.mutedText};
    font-size: 11px;
  }
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 1rem;
  height: 0.25rem;
  margin-right: 0.375rem;
  vertical-align: middle;
  background: ${({ $color }) => $color};
`;

function pointsOf(days: readonly DailyStatDto[], key: Series['key'], max: number): string {
  const innerWidth = WIDTH - PADDING.left - PADDING.right;
  const innerHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const step = days.length > 1 ? innerWidth / (days.length - 1) : 0;
  return days
    .map((day, index) => {
      const x = PADDING.left + (days.length > 1 ? index * step : innerWidth / 2);
      const y = PADDING.top + innerHeight - (day[key] / max) * innerHeight;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * The daily series of the chosen range as a small inline SVG line chart (no chart library: the admin
 * remote stays small). The table beside it carries the same figures for screen readers.
 */
export function TrendChart({ days }: { days: readonly DailyStatDto[] }) {
  const max = Math.max(1, ...days.flatMap((day) => SERIES.map((series) => day[series.key])));
  const first = days[0];
  const last = days[days.length - 1];
  const baseline = HEIGHT - PADDING.bottom;
  return (
    <Figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Daily requests, server errors and security events over ${days.length} days, peak ${max}`}
      >
        <line
          x1={PADDING.left}
          y1={baseline}
          x2={WIDTH - PADDING.right}
          y2={baseline}
          stroke="currentColor"
          strokeOpacity={0.3}
        />
        <line
          x1={PADDING.left}
          y1={PADDING.top}
          x2={PADDING.left}
          y2={baseline}
          stroke="currentColor"
          strokeOpacity={0.3}
        />
        <text x={PADDING.left - 6} y={PADDING.top + 4} textAnchor="end">
          {max}
        </text>
        <text x={PADDING.left - 6} y={baseline} textAnchor="end">
          0
        </text>
        {first && (
          <text x={PADDING.left} y={HEIGHT - 6} textAnchor="start">
            {formatDay(first.date)}
          </text>
        )}
        {last && days.length > 1 && (
          <text x={WIDTH - PADDING.right} y={HEIGHT - 6} textAnchor="end">
            {formatDay(last.date)}
          </text>
        )}
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            points={pointsOf(days, series.key, max)}
            fill="none"
            stroke={series.color}
            strokeWidth={2}
            strokeDasharray={series.dash || undefined}
          />
        ))}
      </svg>
      <Legend>
        {SERIES.map((series) => (
          <span key={series.key}>
            <Swatch $color={series.color} aria-hidden="true" />
            {series.label}
          </span>
        ))}
      </Legend>
    </Figure>
  );
}
