import { useMemo } from 'react';
import { listTimeZones, TIME_ZONE_MESSAGES } from '@booking-portal/api/contract';
import { Select, useWriteFeedback } from '@booking-portal/shell/runtime';
import { useListAdminOrganizationsQuery, useUpdateOrganizationTimeZoneMutation } from '../../organizations';

/** 'America/Port_of_Spain' reads 'America/Port of Spain'; the value stays the IANA name. */
function optionsFor(current: string | undefined) {
  const zones = listTimeZones();
  // A zone stored outside this engine's list (an older alias) still shows as the selected value.
  const all = current === undefined || zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

function placeholderFor(isLoading: boolean, isError: boolean): string {
  if (isLoading) return 'Loading time zone...';
  return isError ? 'Time zone unavailable' : 'Select a time zone';
}

/**
 * The organization's venue time zone, an IANA name: bookings hold wall-clock times, and a time that
 * leaves the portal (its public calendar feeds) is given in this zone (docs/ARCHITECTURE.md section 7). Saved on
 * change, with the write-feedback toasts; the organization list (also read by org admins, who have no
 * selector) is the zone's source.
 */
export function VenueTimeZoneSelect({ organizationId }: { organizationId: number }) {
  const { data: organizations, isLoading, isError } = useListAdminOrganizationsQuery();
  const [updateTimeZone, update] = useUpdateOrganizationTimeZoneMutation();
  const runWrite = useWriteFeedback();

  const current = organizations?.find(({ id }) => id === organizationId)?.timeZone;
  const options = useMemo(() => optionsFor(current), [current]);

  async function save(timeZone: string) {
    await runWrite(() => updateTimeZone({ organizationId, timeZone }).unwrap(), {
      success: TIME_ZONE_MESSAGES.updated,
      failure: TIME_ZONE_MESSAGES.updateFailed,
      preferServerMessage: true,
    });
  }

  return (
    <Select
      label="Venue time zone"
      options={options}
      placeholder={current === undefined ? placeholderFor(isLoading, isError) : undefined}
      value={current ?? ''}
      disabled={current === undefined || update.isLoading}
      onChange={(event) => {
        const timeZone = event.target.value;
        if (timeZone !== '' && timeZone !== current) void save(timeZone);
      }}
    />
  );
}
