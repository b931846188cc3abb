import { Fragment } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.375rem 1rem;
  margin: 0;
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Value = styled.dd`
  margin: 0;
  font-weight: 600;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

export interface Stat {
  label: string;
  value: string;
}

/** Label/value pairs of a card, as a description list (each value is read with its label). */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <List>
      {stats.map((stat) => (
        <Fragment key={stat.label}>
          <Term>{stat.label}</Term>
          <Value>{stat.value}</Value>
        </Fragment>
      ))}
    </List>
  );
}
