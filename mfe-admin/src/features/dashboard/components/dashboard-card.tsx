import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, FieldError, Spinner } from '@booking-portal/shell/runtime';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;

  /* Reached from a health issue's link. */
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface DashboardCardProps {
  title: string;
  /** The card's id, for a health issue to link to it. */
  anchorId?: string;
  /** Buttons or a badge beside the title. */
  actions?: ReactNode;
  isLoading: boolean;
  /** Shown instead of the content when the read failed. */
  failure: string | null;
  children: ReactNode;
}

/** One card of the System Dashboard: a titled region with its loading and failure states. */
export function DashboardCard({
  title,
  anchorId,
  actions,
  isLoading,
  failure,
  children,
}: DashboardCardProps) {
  const titleId = useId();
  return (
    <Section
      as="section"
      aria-labelledby={titleId}
      id={anchorId}
      tabIndex={anchorId === undefined ? undefined : -1}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
        {actions}
      </Header>
      {isLoading ? <Spinner /> : failure !== null ? <FieldError>{failure}</FieldError> : children}
    </Section>
  );
}
