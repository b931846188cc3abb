import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { changeSetSummary, type ChangeSetDto } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { changeSetName, changeSetWhenLabel } from '../change-set-labels';

const Anchor = styled.div`
  position: relative;
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  z-index: 800;
  min-width: 18rem;
  max-height: 20rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 6px 18px rgb(15 23 42 / 0.18);
`;

const Entry = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.375rem 0.75rem;

  time {
    display: block;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export interface RecentChangesMenuProps {
  /** The Undo list, newest first. */
  changeSets: readonly ChangeSetDto[];
  disabled: boolean;
  onUndo: (changeSet: ChangeSetDto) => void;
}

/**
 * 'Recent changes': a disclosure listing the writer's undoable change sets, what each did and when,
 * each with its own Undo. Escape or a click elsewhere closes it; Escape gives focus back to its button.
 */
export function RecentChangesMenu({ changeSets, disabled, onUndo }: RecentChangesMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shown = open && changeSets.length > 0;

  useEffect(() => {
    if (!shown) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [shown]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !shown) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Anchor ref={anchorRef} onKeyDown={onKeyDown}>
      <Button
        ref={toggleRef}
        $variant="secondary"
        $size="small"
        aria-expanded={shown}
        aria-controls={panelId}
        disabled={disabled || changeSets.length === 0}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Recent changes<span aria-hidden="true"> ▾</span>
      </Button>
      {shown && (
        <Panel id={panelId} aria-label="Recent changes">
          {changeSets.map((changeSet) => (
            <Entry key={changeSet.id}>
              <span>
                {changeSetSummary(changeSet.kind, changeSet.itemCount)}
                <time dateTime={changeSet.createdAt}>{changeSetWhenLabel(changeSet)}</time>
              </span>
              <Button
                $variant="secondary"
                $size="small"
                aria-label={`Undo ${changeSetName(changeSet)}`}
                disabled={disabled}
                onClick={() => {
                  setOpen(false);
                  onUndo(changeSet);
                }}
              >
                Undo
              </Button>
            </Entry>
          ))}
        </Panel>
      )}
    </Anchor>
  );
}
