import styled from 'styled-components';
import type { ChangeSetApplyMode } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, Spinner } from '@booking-portal/shell/runtime';
import { useVenueTimeZones } from '../../bookings';
import { applyChoicesOf } from '../change-set-items';
import type { ChangeSetTexts } from '../change-set-texts';
import type { ChangeSetPreviewState } from '../hooks/use-change-set';
import { ChangeSetItemRow } from './change-set-item-row';

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 0;
`;

const Text = styled.p`
  margin: 0 0 0.75rem;
`;

const Summary = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 600;
`;

const Alert = styled.div`
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hint = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const ITEMS_LABEL = 'Bookings to change';
const PREVIEW_LOADING_TEXT = 'Checking what will change...';
const SOME_BLOCKED_HINT =
  'Bookings marked Blocked or Cannot be changed stay as they are: apply only those without problems, or cancel.';
const ALL_BLOCKED_HINT = 'No booking here can be changed as it is. Cancel and adjust the bookings first.';
const STALE_HINT = 'Preview again to see what the change does to the bookings as they are now.';
const PREVIEW_AGAIN = 'Preview again';

export interface ChangeSetPreviewDialogProps {
  texts: ChangeSetTexts;
  preview: ChangeSetPreviewState;
  isApplying: boolean;
  onApply(mode: ChangeSetApplyMode): void;
  /** Runs the dry run again: offered once the apply was refused because bookings changed since. */
  onPreviewAgain(): void;
  onCancel(): void;
}

/**
 * The preview of a multi-booking action before anything is written: per booking its title, date and
 * time, department, what changes and its problems under the organization's policy, blocked ones
 * marked. The user applies every booking (not while any is blocked or cannot be changed), only those
 * without problems (offered when some have problems and some do not), or cancels. When the apply was
 * refused because bookings changed since the preview, the dialog says which and offers to preview again.
 */
export function ChangeSetPreviewDialog({
  texts,
  preview,
  isApplying,
  onApply,
  onPreviewAgain,
  onCancel,
}: ChangeSetPreviewDialogProps) {
  const items = preview.status === 'ready' ? preview.items : [];
  const choices = applyChoicesOf(items);
  const venueTimeZoneOf = useVenueTimeZones();

  return (
    <Dialog title={texts.title} onClose={onCancel} wide>
      {texts.confirmation !== null && <Text>{texts.confirmation}</Text>}
      {preview.status === 'loading' && (
        <Loading>
          <Spinner size={20} label={PREVIEW_LOADING_TEXT} />
          <span aria-hidden="true">{PREVIEW_LOADING_TEXT}</span>
        </Loading>
      )}
      {preview.status === 'failed' && <Alert role="alert">{preview.message}</Alert>}
      {preview.status === 'stale' && (
        <>
          <Alert role="alert">{preview.message}</Alert>
          <Hint>{STALE_HINT}</Hint>
        </>
      )}
      {preview.status === 'ready' && (
        <>
          <Summary>{preview.message}</Summary>
          <Items aria-label={ITEMS_LABEL}>
            {items.map((item) => (
              <ChangeSetItemRow
                key={item.index}
                item={item}
                venueTimeZone={venueTimeZoneOf(item.organizationId)}
              />
            ))}
          </Items>
          {!choices.canApplyAll && (
            <Hint>{choices.offersWithoutProblems ? SOME_BLOCKED_HINT : ALL_BLOCKED_HINT}</Hint>
          )}
        </>
      )}
      <DialogActions>
        <Button $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {choices.offersWithoutProblems && (
          <Button $variant="secondary" disabled={isApplying} onClick={() => onApply('withoutProblems')}>
            {texts.applyWithoutProblems(choices.withoutProblems)}
          </Button>
        )}
        {preview.status === 'stale' ? (
          <Button $variant="primary" onClick={onPreviewAgain}>
            {PREVIEW_AGAIN}
          </Button>
        ) : (
          <Button
            $variant={texts.destructive ? 'destructive' : 'primary'}
            disabled={!choices.canApplyAll || isApplying}
            onClick={() => onApply('all')}
          >
            {isApplying ? 'Applying...' : texts.applyAll}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
