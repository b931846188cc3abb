import type { BookingPerformerDto, PerformerDataEntry, PerformerDto } from '@booking-portal/api/contract';

/** A performer the user can pick: what GET /api/performers lists (id, name, instruments). */
export type PerformerOption = Pick<PerformerDto, 'id' | 'name' | 'instruments'>;

/** A picked performer and the instrument they will play; '' until one is chosen. */
export interface PerformerPick {
  performerId: number;
  name: string;
  instrument: string;
}

/**
 * Picks or unpicks a performer. Picking is refused once `limit` performers are picked (the ensemble
 * size); a performer who plays exactly one instrument gets it pre-selected (docs/PRODUCT.md section 4).
 */
export function togglePick(
  picks: readonly PerformerPick[],
  performer: PerformerOption,
  checked: boolean,
  limit: number | null,
): PerformerPick[] {
  const without = picks.filter((pick) => pick.performerId !== performer.id);
  if (!checked) return without;
  if (without.length !== picks.length) return [...picks];
  if (limit !== null && picks.length >= limit) return [...picks];
  const [onlyInstrument] = performer.instruments.length === 1 ? performer.instruments : [];
  return [...picks, { performerId: performer.id, name: performer.name, instrument: onlyInstrument ?? '' }];
}

export function setPickInstrument(
  picks: readonly PerformerPick[],
  performerId: number,
  instrument: string,
): PerformerPick[] {
  return picks.map((pick) => (pick.performerId === performerId ? { ...pick, instrument } : pick));
}

/** Names of the picked performers still without an instrument, in the order they were picked. */
export function missingInstrumentNames(picks: readonly PerformerPick[]): string[] {
  return picks.filter((pick) => pick.instrument === '').map((pick) => pick.name);
}

/** The performerData entries of the picks: { performerId, instrument, name } each. */
export function performerEntriesOf(picks: readonly PerformerPick[]): PerformerDataEntry[] {
  return picks.map(({ performerId, instrument, name }) => ({ performerId, instrument, name }));
}

/** A booking's own performers as picks (the edit form starts from them). */
export function picksOfBooking(performers: readonly BookingPerformerDto[]): PerformerPick[] {
  return performers.map(({ performerId, name, instrument }) => ({ performerId, name, instrument }));
}

/**
 * The performers to offer: the listed ones, plus picked performers the list no longer holds (a
 * performer since removed stays visible on the booking being edited, so it can be kept or dropped).
 */
export function performerOptionsWith(
  listed: readonly PerformerOption[],
  own: readonly BookingPerformerDto[],
): PerformerOption[] {
  const listedIds = new Set(listed.map((performer) => performer.id));
  const missing = own
    .filter((performer) => !listedIds.has(performer.performerId))
    .map(({ performerId, name, instruments, instrument }) => ({
      id: performerId,
      name,
      instruments: instruments.length > 0 ? instruments : [instrument],
    }));
  return [...listed, ...missing];
}
