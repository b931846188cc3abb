import styled from 'styled-components';
import { PASSWORD_REQUIREMENTS } from '@booking-portal/api/contract';

const Intro = styled.span`
  display: block;
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.125rem 1rem;
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
`;

const Requirement = styled.li<{ $met: boolean }>`
  display: flex;
  gap: 0.375rem;
  align-items: baseline;
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.mutedText)};
`;

const Mark = styled.span`
  flex: none;
  width: 1em;
  text-align: center;
  font-weight: 700;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * The whole password rule the server enforces (docs/ARCHITECTURE.md section 7), shown before the first submit
 * and checked as the user types, so nobody learns it one refused attempt at a time. Each item says
 * in words whether it is met; colour and mark only repeat it.
 */
export function PasswordRequirements({ password }: { password: string }) {
  return (
    <>
      <Intro>Your password needs:</Intro>
      <List>
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.isMetBy(password);
          return (
            <Requirement key={requirement.label} $met={met} data-met={met}>
              <Mark aria-hidden="true">{met ? '✓' : '○'}</Mark>
              <span>
                {requirement.label}
                <Hidden>{met ? ' (met)' : ' (not met yet)'}</Hidden>
              </span>
            </Requirement>
          );
        })}
      </List>
    </>
  );
}
