import { lazy, Suspense, useCallback, useMemo } from 'react';
import styled from 'styled-components';
import {
  BOOKING_MESSAGES,
  canWriteBookings,
  type BookingDto,
  type SessionDto,
} from '@booking-portal/api/contract';
import {
  Button,
  Heading,
  Page,
  RoleBadge,
  Subtitle,
  useAppDispatch,
  useAppSelector,
  useIsMobile,
} from '@booking-portal/shell/runtime';
import { calendarHeadingFor } from '../calendar-heading';
import { steppedDate, visibleRangeOf } from '../calendar-dates';
import { filterBookings } from '../booking-filter';
import {
  allDepartmentsShown,
  backRequested,
  dateChosen,
  dayOpened,
  departmentToggled,
  editModeEntered,
  editModeLeft,
  pendingOnlyChanged,
  selectCalendarView,
  selectionReplaced,
  selectionToggled,
  stepped,
  viewChosen,
} from '../calendar-view.slice';
import { useCalendarActions } from '../hooks/use-calendar-actions';
import { useCalendarDepartments } from '../hooks/use-calendar-departments';
import { useCalendarOrganization } from '../hooks/use-calendar-organization';
import { useVisibleBookings } from '../hooks/use-visible-bookings';
import { useReadErrorToast } from '../hooks/use-read-error-toast';
import { CloseVenueButton, CLOSURES_FETCH_FAILED, useVisibleClosures } from '../../closures';
import { CalendarNavigation } from './calendar-navigation';
import { CalendarViews } from './calendar-views';
import { DepartmentFilterPanel } from './department-filter-panel';
import { ExportButton } from './export-button';
import { OrganizationSelect } from './organization-select';

// Edit mode's bar, with the server's Undo list and its undo, loads when a writer first opens edit mode.
const EditToolbar = lazy(() => import('./edit-toolbar').then(({ EditToolbar: Bar }) => ({ default: Bar })));
// The open dialog's switch (and the confirmation dialog) loads when a dialog first opens: the month paints without it.
const CalendarDialogs = lazy(() =>
  import('./calendar-dialogs').then(({ CalendarDialogs: Dialogs }) => ({ default: Dialogs })),
);

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/** Export (owner, org admins), Add Booking and Edit (writers). */
const HeaderButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const NothingSelected = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const NO_BOOKINGS: readonly BookingDto[] = [];

const NO_ORGANIZATION_TEXT = 'Please select an organization to view its calendar.';

/** The calendar screen at '/' for a signed-in user (docs/PRODUCT.md section 2, Calendar screen). */
export function CalendarScreen({ session }: { session: SessionDto }) {
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const canWrite = canWriteBookings(session.role);
  const { title, subtitle } = calendarHeadingFor(session);
  const state = useAppSelector(selectCalendarView);
  const { view, date, history, shownDepartments, pendingOnly, editMode, selectedIds } = state;

  const organization = useCalendarOrganization(session);
  const { organizationId } = organization;
  const departments = useCalendarDepartments(session, organizationId);
  // Phones show a month (list and mini-calendar) whatever view a wider window left behind.
  const shownView = isMobile ? 'month' : view;
  const range = useMemo(() => visibleRangeOf(shownView, date), [shownView, date]);
  const neighbourRanges = useMemo(
    () => [
      visibleRangeOf(shownView, steppedDate(shownView, date, -1)),
      visibleRangeOf(shownView, steppedDate(shownView, date, 1)),
    ],
    [shownView, date],
  );
  const visible = useVisibleBookings(organizationId, range, neighbourRanges);
  // Bookings are drawn in their departments' colours: both reads belong to what the view shows.
  const isLoading = visible.isLoading || departments.isLoading;
  const shownBookings = useMemo(
    () => (isLoading ? NO_BOOKINGS : filterBookings(visible.bookings, shownDepartments, pendingOnly)),
    [isLoading, visible.bookings, shownDepartments, pendingOnly],
  );
  const selectedIdSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  const selectedBookings = useMemo(
    () => shownBookings.filter(({ id }) => selectedIdSet.has(id)),
    [shownBookings, selectedIdSet],
  );

  const calendar = useCalendarActions();
  const offeredNames = useMemo(() => departments.offered.map(({ name }) => name), [departments.offered]);
  // The venues whose closures are shaded: those the panel shows (a plain user has only their own).
  const closureDepartments = shownDepartments ?? (session.role === 'user' ? offeredNames : null);
  const closures = useVisibleClosures(organizationId, range, closureDepartments);
  useReadErrorToast(closures.error, CLOSURES_FETCH_FAILED);
  const noDepartmentShown =
    shownDepartments !== null && !offeredNames.some((name) => shownDepartments.includes(name));
  // An account without an organization (or a failed organization list with none of its own) has no calendar.
  const noOrganization = organizationId === null && !organization.isLoading;

  const openDay = useCallback((day: string) => dispatch(dayOpened(day)), [dispatch]);
  const toggleSelected = useCallback(
    (bookingId: number) => dispatch(selectionToggled(bookingId)),
    [dispatch],
  );
  const chooseDate = useCallback((day: string) => dispatch(dateChosen(day)), [dispatch]);
  const { startBooking } = calendar;
  const addBooking = () =>
    startBooking({
      date,
      ...(shownDepartments?.length === 1 && shownDepartments[0] !== undefined
        ? { department: shownDepartments[0] }
        : {}),
    });

  return (
    <Page
      header={
        <>
          <div>
            <TitleRow>
              <Heading>{title}</Heading>
              <RoleBadge role={session.role} />
            </TitleRow>
            <Subtitle>{subtitle}</Subtitle>
          </div>
          <HeaderButtons>
            <ExportButton
              role={session.role}
              organizationId={organizationId}
              range={range}
              shownDepartments={shownDepartments}
              pendingOnly={pendingOnly}
            />
            {canWrite && (
              <>
                <Button disabled={organizationId === null} onClick={addBooking}>
                  Add Booking
                </Button>
                {!editMode && (
                  <Button $variant="secondary" onClick={() => dispatch(editModeEntered())}>
                    Edit
                  </Button>
                )}
                <CloseVenueButton organizationId={organizationId} departments={departments.all} date={date} />
              </>
            )}
          </HeaderButtons>
        </>
      }
    >
      <OrganizationSelect organization={organization} />
      <DepartmentFilterPanel
        offered={departments.offered}
        all={departments.all}
        shown={shownDepartments}
        pendingOnly={pendingOnly}
        onShowAll={(showAll) => dispatch(allDepartmentsShown(showAll))}
        onToggle={(name) => dispatch(departmentToggled({ name, allNames: offeredNames }))}
        onPendingOnly={(value) => dispatch(pendingOnlyChanged(value))}
      />
      {canWrite && editMode && (
        <Suspense fallback={null}>
          <EditToolbar
            pendingCount={selectedBookings.filter(({ status }) => status === 'pending').length}
            confirmedCount={selectedBookings.filter(({ status }) => status === 'confirmed').length}
            selectedCount={selectedBookings.length}
            onSelectAll={() => dispatch(selectionReplaced(shownBookings.map(({ id }) => id)))}
            onClear={() => dispatch(selectionReplaced([]))}
            onFinalize={() => void calendar.setSelectedStatus(selectedBookings, 'confirmed')}
            onMakePending={() => void calendar.setSelectedStatus(selectedBookings, 'pending')}
            onDelete={() => calendar.askBulkDelete(selectedBookings)}
            onDone={() => dispatch(editModeLeft())}
            notifyPerformers={calendar.notifyPerformers}
            onNotifyPerformersChange={calendar.setNotifyPerformers}
          />
        </Suspense>
      )}
      {noOrganization ? (
        <NothingSelected>
          <p>{NO_ORGANIZATION_TEXT}</p>
        </NothingSelected>
      ) : noDepartmentShown ? (
        <NothingSelected>
          <h2>{BOOKING_MESSAGES.noDepartmentsSelectedTitle}</h2>
          <p>{BOOKING_MESSAGES.noDepartmentsSelected}</p>
        </NothingSelected>
      ) : (
        <>
          {!isMobile && (
            <CalendarNavigation
              view={view}
              date={date}
              canGoBack={history.length > 0}
              onChooseView={(next) => dispatch(viewChosen(next))}
              onBack={() => dispatch(backRequested())}
              onStep={(direction) => dispatch(stepped(direction))}
            />
          )}
          <CalendarViews
            view={view}
            date={date}
            isMobile={isMobile}
            onDateChange={chooseDate}
            bookings={shownBookings}
            departments={departments.all}
            closedDays={closures.closedDays}
            isLoading={isLoading}
            canWrite={canWrite}
            editMode={canWrite && editMode}
            selectedIds={selectedIdSet}
            toggleSelected={toggleSelected}
            actions={calendar.actions}
            openDay={openDay}
            startBooking={startBooking}
          />
        </>
      )}
      {canWrite && calendar.dialog !== null && (
        <Suspense fallback={null}>
          <CalendarDialogs
            calendar={calendar}
            organizationId={organizationId}
            departments={departments.all}
          />
        </Suspense>
      )}
    </Page>
  );
}
