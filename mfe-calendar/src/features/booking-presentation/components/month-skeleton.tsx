import styled, { keyframes } from 'styled-components';

/** docs/PRODUCT.md section 2: loading shows 7 header skeletons and 35 day-cell skeletons. */
const SKELETON_HEADERS = 7;
const SKELETON_DAYS = 35;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 2px;
`;

const Block = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.5s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const DayBlock = styled(Block)`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    height: 70px;
  }
`;

/** The month grid's placeholder while its first bookings load. */
export function MonthSkeleton() {
  return (
    <Grid role="status" aria-label="Loading bookings" aria-busy="true">
      {Array.from({ length: SKELETON_HEADERS }, (_, index) => (
        <Block key={`header-${index}`} data-testid="month-skeleton-header" $height="1.5rem" />
      ))}
      {Array.from({ length: SKELETON_DAYS }, (_, index) => (
        <DayBlock key={`day-${index}`} data-testid="month-skeleton-day" $height="100px" />
      ))}
    </Grid>
  );
}
