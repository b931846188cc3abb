import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import {
  addDays,
  AVAILABILITY_MESSAGES,
  venueClosureSchema,
  type BookingMoveTarget,
  type DepartmentSummaryDto,
  type VenueClosureInput,
  type WallClockSpan,
} from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, Select, TextField } from '@booking-portal/shell/runtime';
import { useBookingWrite } from '../../bookings';
import { useChangeSetPreview } from '../../change-sets';
import { addedSummary, CLOSE_VENUE_TEXTS as TEXTS } from '../closure-dialog-texts';
import { useAddCalendarClosureMutation } from '../closure-writes.endpoints';
import { useCoveredBookings } from '../hooks/use-covered-bookings';
import { CoveredBookingsList } from './covered-bookings-list';
import { MoveCoveredForm } from './move-covered-form';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.75rem 1rem;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Hint = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Summary = styled.p`
  margin: 0 0 0.5rem;
`;

/** The department select's value for the whole organization. */
const WHOLE_ORGANIZATION = '';

type FieldName = 'departmentId' | keyof WallClockSpan | 'reason';

/** The span's four pickers, in reading order. */
const SPAN_FIELDS: readonly { name: keyof WallClockSpan; type: 'date' | 'time' }[] = [
  { name: 'startDate', type: 'date' },
  { name: 'startTime', type: 'time' },
  { name: 'endDate', type: 'date' },
  { name: 'endTime', type: 'time' },
];
type Problems = Partial<Record<FieldName, string>>;

function problemsOf(error: unknown): Problems {
  if (!(error instanceof ValidationError)) return {};
  const problems: Problems = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const path = inner.path as FieldName | undefined;
    if (path !== undefined && problems[path] === undefined) problems[path] = inner.message;
  }
  return problems;
}

export interface CloseVenueDialogProps {
  organizationId: number;
  departments: readonly DepartmentSummaryDto[];
  /** The calendar's date: the closure's first day until another is chosen. */
  date: string;
  onClose: () => void;
}

/**
 * Close Venue: a department or the whole organization, from a date and time to another, with a reason.
 * While it is written the dialog lists the bookings the closure would cover; once added, the owner
 * keeps them, moves them all (to another department and/or date) or cancels them all, as one change
 * set (previewed first, then in the Undo list, and their performers told in their digest).
 */
export function CloseVenueDialog({ organizationId, departments, date, onClose }: CloseVenueDialogProps) {
  const coveredTitleId = useId();
  const [department, setDepartment] = useState(WHOLE_ORGANIZATION);
  const [span, setSpan] = useState<WallClockSpan>({
    startDate: date,
    startTime: '00:00',
    endDate: addDays(date, 1),
    endTime: '00:00',
  });
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [added, setAdded] = useState(false);
  const [moving, setMoving] = useState(false);
  const [addClosure, { isLoading: isAdding }] = useAddCalendarClosureMutation();
  const runWrite = useBookingWrite();
  const bookingsPreview = useChangeSetPreview(onClose);

  const departmentId = department === WHOLE_ORGANIZATION ? null : Number(department);
  const covered = useCoveredBookings(organizationId, { departmentId, ...span });
  const coveredIds = covered.status === 'checked' ? covered.coverage.bookings.map(({ id }) => id) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isAdding) return;
    let closure: VenueClosureInput;
    try {
      closure = await venueClosureSchema.validate(
        { departmentId, ...span, reason: reason.trim() },
        { abortEarly: false },
      );
    } catch (error) {
      setProblems(problemsOf(error));
      return;
    }
    setProblems({});
    const outcome = await runWrite(() => addClosure({ organizationId, closure }).unwrap(), {
      success: AVAILABILITY_MESSAGES.closureAdded,
      failure: TEXTS.addFailed,
      preferServerMessage: true,
    });
    if (outcome.status !== 'saved') return;
    if (coveredIds.length === 0 && covered.status === 'checked') onClose();
    else {
      covered.refetch();
      setAdded(true);
    }
  };

  const cancelCovered = () =>
    bookingsPreview.open({ action: 'delete', bookingIds: coveredIds, notifyPerformers: 'affected' });
  const moveCovered = (move: BookingMoveTarget) =>
    bookingsPreview.open({ action: 'move', bookingIds: coveredIds, move, notifyPerformers: 'affected' });

  if (added) {
    return (
      <>
        <Dialog title={TEXTS.addedTitle} onClose={onClose} wide>
          {covered.status === 'checked' && <Summary>{addedSummary(covered.coverage.total)}</Summary>}
          <CoveredBookingsList state={covered} titleId={coveredTitleId} />
          {moving && (
            <MoveCoveredForm
              departments={departments.filter(({ id }) => id !== departmentId)}
              onPreview={moveCovered}
            />
          )}
          <DialogActions>
            <Button $variant="secondary" onClick={onClose}>
              {TEXTS.keepBookings}
            </Button>
            <Button
              $variant="secondary"
              aria-expanded={moving}
              disabled={coveredIds.length === 0}
              onClick={() => setMoving((shown) => !shown)}
            >
              {TEXTS.moveBookings}
            </Button>
            <Button $variant="destructive" disabled={coveredIds.length === 0} onClick={cancelCovered}>
              {TEXTS.cancelBookings}
            </Button>
          </DialogActions>
        </Dialog>
        {bookingsPreview.preview}
      </>
    );
  }

  const options = [
    { value: WHOLE_ORGANIZATION, label: TEXTS.wholeOrganization },
    ...departments.map(({ id, name }) => ({ value: String(id), label: name })),
  ];
  return (
    <Dialog title={TEXTS.title} onClose={onClose} wide>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Fields>
          <Wide>
            <Select
              label={TEXTS.department}
              options={options}
              value={department}
              error={problems.departmentId}
              onChange={(event) => setDepartment(event.target.value)}
            />
          </Wide>
          {SPAN_FIELDS.map(({ name, type }) => (
            <TextField
              key={name}
              label={TEXTS[name]}
              type={type}
              required
              value={span[name]}
              error={problems[name]}
              onChange={(event) => setSpan((shown) => ({ ...shown, [name]: event.target.value }))}
            />
          ))}
          <Hint>{TEXTS.zoneHint}</Hint>
          <Wide>
            <TextField
              label={TEXTS.reason}
              required
              maxLength={200}
              value={reason}
              error={problems.reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Wide>
        </Fields>
        <CoveredBookingsList state={covered} titleId={coveredTitleId} />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={isAdding}>
            {isAdding ? TEXTS.adding : TEXTS.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
