import styled from 'styled-components';
import type { BookingDto, DepartmentSummaryDto } from '@booking-portal/api/contract';
import { departmentColor, PENDING_BORDER_COLOR, readableTextOn } from '../booking-colors';
import { instrumentIconsOf } from '../booking-labels';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0.0625rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.75rem;
  font-weight: 700;
  background: ${PENDING_BORDER_COLOR};
  color: #ffffff;
  white-space: nowrap;
`;

/** The red 'Pending' badge of a pending booking (docs/PRODUCT.md section 4). */
export function PendingBadge() {
  return <Badge>Pending</Badge>;
}

const Icons = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  font-size: 1rem;
  line-height: 1;
`;

const Extra = styled.span`
  font-size: 0.75rem;
  font-weight: 600;
`;

/** Up to 3 instrument icons, each named for screen readers, then '+N' (docs/PRODUCT.md sections 2 and 9). */
export function InstrumentIconList({ booking }: { booking: Pick<BookingDto, 'performers'> }) {
  const { icons, hidden } = instrumentIconsOf(booking);
  if (icons.length === 0) return null;
  return (
    <Icons>
      {icons.map(({ instrument, icon }, index) => (
        <span key={`${instrument}-${index}`} role="img" aria-label={instrument}>
          {icon}
        </span>
      ))}
      {hidden > 0 && <Extra>{`+${hidden}`}</Extra>}
    </Icons>
  );
}

const Tag = styled.span<{ $background: string; $color: string }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid rgb(15 23 42 / 0.15);
  font-size: 0.8125rem;
  font-weight: 600;
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
`;

/** The department tag, drawn in the department's colour (docs/PRODUCT.md section 3, colour rule). */
export function DepartmentTag({
  department,
  departments,
}: {
  department: string;
  departments: readonly DepartmentSummaryDto[];
}) {
  const color = departmentColor(department, departments);
  return (
    <Tag $background={color} $color={readableTextOn(color)}>
      {department}
    </Tag>
  );
}

/** The ensemble tag (Solo, Duo, Trio, ...), neutral so the department colour stands out. */
export function EnsembleTag({ ensemble }: { ensemble: string }) {
  return (
    <Tag $background="#e2e8f0" $color="#0f172a">
      {ensemble}
    </Tag>
  );
}
