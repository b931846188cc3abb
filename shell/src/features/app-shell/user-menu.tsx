import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { accountIdentity } from './account-identity';
import { useLogout } from './use-logout';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.25rem 0.5rem 0.25rem 0.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

const LocalPart = styled.span`
  font-weight: 600;

  /* Visually hidden on small screens but still the button's accessible name. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  z-index: 50;
  min-width: 14rem;
  padding: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.18);
`;

const Email = styled.p`
  margin: 0;
  padding: 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const MenuList = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;
`;

const MenuItem = styled.button`
  width: 100%;
  text-align: left;
  padding: 0.5rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** The account button of the header (avatar initial and e-mail local part) and its menu. */
export function UserMenu({ email }: { email: string }) {
  const { initial, localPart } = accountIdentity(email);
  const [open, setOpen] = useState(false);
  const { logOut, isLoggingOut } = useLogout();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    firstItemRef.current?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Avatar aria-hidden="true" data-testid="account-avatar">
          {initial}
        </Avatar>
        <LocalPart>{localPart}</LocalPart>
      </Trigger>
      {open && (
        <Panel>
          <Email>{email}</Email>
          <MenuList id={menuId} role="menu" aria-label={`Account ${email}`}>
            <li role="none">
              <MenuItem
                ref={firstItemRef}
                type="button"
                role="menuitem"
                disabled={isLoggingOut}
                onClick={() => {
                  void logOut();
                }}
              >
                Log out
              </MenuItem>
            </li>
          </MenuList>
        </Panel>
      )}
    </Wrapper>
  );
}
