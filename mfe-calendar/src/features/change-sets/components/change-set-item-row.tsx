import styled, { type DefaultTheme } from 'styled-components';
import {
  formatDayTimeLabel,
  readsDifferentlyForViewer,
  type ChangeSetItemResultDto,
} from '@booking-portal/api/contract';
import { describeProblem, problemsRefusalTitle, problemsWarningTitle } from '../../bookings';
import { changeLinesOf } from '../change-set-items';

type ItemState = 'clear' | 'problems' | 'blocked';

/** How an item is marked: an icon and words as well as its colour. */
const ICONS: Readonly<Record<ItemState, string>> = { clear: '✓', problems: '⚠', blocked: '✕' };
const ITEM_MARKS: Readonly<Record<ItemState | 'failed', string>> = {
  clear: 'No problems',
  problems: 'Has problems',
  blocked: 'Blocked',
  failed: 'Cannot be changed',
};

/** The amber of the availability marks for a problem the organization lets through. */
function toneOf(state: ItemState, theme: DefaultTheme): string {
  if (state === 'clear') return theme.colors.success;
  if (state === 'blocked') return theme.colors.danger;
  return theme.mode === 'dark' ? '#fcd34d' : '#92400e';
}

function stateOf(item: ChangeSetItemResultDto): ItemState {
  if (item.blocked || item.outcome === 'failed') return 'blocked';
  return item.problems.length > 0 ? 'problems' : 'clear';
}

const Item = styled.li<{ $state: ItemState }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $state, theme }) => toneOf($state, theme)};
  border-radius: ${({ theme }) => theme.radii.medium};
  font-size: 0.875rem;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Title = styled.span`
  font-weight: 600;
`;

const Mark = styled.span<{ $state: ItemState }>`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $state, theme }) => toneOf($state, theme)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const Problems = styled.div<{ $state: ItemState }>`
  color: ${({ $state, theme }) => toneOf($state, theme)};

  p {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * 'Friday, March 13, 2026 at 7:00 PM': the item's venue's wall clock; its zone named ('… 7:00 PM EST')
 * where the viewer's own clock reads that moment differently.
 */
function whenLabel(item: ChangeSetItemResultDto, venueTimeZone: string | null): string {
  const namesZone = venueTimeZone !== null && readsDifferentlyForViewer(item.date, item.time, venueTimeZone);
  return formatDayTimeLabel(item.date, item.time, namesZone ? venueTimeZone : null);
}

export interface ChangeSetItemRowProps {
  item: ChangeSetItemResultDto;
  /** The IANA zone of the item's venue, when known. */
  venueTimeZone: string | null;
}

/** One booking of the preview: which, when and where, what changes, and what stands in its way. */
export function ChangeSetItemRow({ item, venueTimeZone }: ChangeSetItemRowProps) {
  const state = stateOf(item);
  const mark = ITEM_MARKS[item.outcome === 'failed' ? 'failed' : state];
  return (
    <Item $state={state}>
      <Head>
        <Title>{item.title}</Title>
        <Mark $state={state}>
          <span aria-hidden="true">{`${ICONS[state]} `}</span>
          {mark}
        </Mark>
      </Head>
      <Muted>{`${whenLabel(item, venueTimeZone)} · ${item.department ?? 'No department'}`}</Muted>
      <Lines aria-label="Changes">
        {changeLinesOf(item).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Lines>
      {item.error !== null && (
        <Problems $state={state}>
          <p>{item.error}</p>
        </Problems>
      )}
      {item.problems.length > 0 && (
        <Problems $state={state}>
          <p>{item.blocked ? problemsRefusalTitle(item.problems) : problemsWarningTitle(item.problems)}</p>
          <Lines aria-label="Problems">
            {item.problems.map((problem, index) => (
              <li key={index}>{describeProblem(problem)}</li>
            ))}
          </Lines>
        </Problems>
      )}
    </Item>
  );
}
