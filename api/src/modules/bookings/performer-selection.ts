import {
  BOOKING_ERROR_MESSAGES,
  BOOKING_VALIDATION_MESSAGES,
  ENSEMBLE_SIZES,
  type Ensemble,
  type PerformerDto,
} from '../../contract';
import { ValidationError } from '../../platform/errors';
import type { OrganizationDirectory, PerformerRef } from './bookings.types';

/** A performer entry as sent, before the performer is looked up: the id may not name anyone. */
interface RequestedPerformer {
  performerId: number | null;
  instrument: string;
}

const NO_PERFORMER = 'none';

function performerIdOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return performerIdOf(Number(value.trim()));
  return null;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The performers of a performerData-shaped list (docs/PRODUCT.md section 3): entries without both a
 * performer and an instrument are ignored, a performerId of 'none' is ignored, a value that is not a
 * list counts as empty, and a performer listed twice keeps the first entry.
 */
export function requestedPerformersOf(list: unknown): RequestedPerformer[] {
  if (!Array.isArray(list)) return [];
  const requested: RequestedPerformer[] = [];
  const seen = new Set<string>();
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const performerId: unknown = Reflect.get(entry, 'performerId');
    const instrument: unknown = Reflect.get(entry, 'instrument');
    if (!isPresent(performerId) || performerId === NO_PERFORMER) continue;
    if (typeof instrument !== 'string' || instrument.trim() === '') continue;
    const key = String(performerId).trim();
    if (seen.has(key)) continue;
    seen.add(key);
    requested.push({ performerId: performerIdOf(performerId), instrument: instrument.trim() });
  }
  return requested;
}

/** performerData is JSON text (valid: the schema checked it); null or absent means no performers. */
export function requestedPerformersOfText(performerData: string | null): RequestedPerformer[] {
  if (performerData === null) return [];
  try {
    return requestedPerformersOf(JSON.parse(performerData));
  } catch {
    return [];
  }
}

/** The chosen performers with the provider's performer records they name. */
export interface PerformerSelection {
  refs: PerformerRef[];
  performers: Map<number, PerformerDto>;
}

/**
 * Checks that every requested performer is one of the provider's (400 'Performer not found' on the
 * given field otherwise) and looks up the `alsoNeeded` ids (e.g. the kept performers of a booking)
 * beside them: one call when only one of the two lists has ids, as every caller's has.
 */
export async function resolvePerformers(
  directory: OrganizationDirectory,
  requested: readonly RequestedPerformer[],
  field: string,
  alsoNeeded: readonly number[] = [],
): Promise<PerformerSelection> {
  const unknown = (): ValidationError =>
    new ValidationError([{ path: field, message: BOOKING_ERROR_MESSAGES.unknownPerformer }]);
  const refs: PerformerRef[] = [];
  for (const entry of requested) {
    if (entry.performerId === null) throw unknown();
    refs.push({ performerId: entry.performerId, instrument: entry.instrument });
  }
  const chosenIds = [...new Set(refs.map((ref) => ref.performerId))];
  const keptIds = [...new Set(alsoNeeded)];
  const [chosen, kept] = await Promise.all([
    chosenIds.length === 0 ? [] : directory.findProviderPerformersByIds(chosenIds),
    keptIds.length === 0 ? [] : directory.findPerformersByIds(keptIds),
  ]);
  const chosenById = new Set(chosen.map((performer) => performer.id));
  if (refs.some((ref) => !chosenById.has(ref.performerId))) throw unknown();
  return { refs, performers: new Map([...kept, ...chosen].map((performer) => [performer.id, performer])) };
}

/** No more performers than the ensemble holds (an ensemble of none sets no limit). */
export function assertEnsembleFits(
  ensemble: Ensemble | null,
  refs: readonly PerformerRef[],
  field: string,
): void {
  if (ensemble === null || refs.length <= ENSEMBLE_SIZES[ensemble]) return;
  throw new ValidationError([{ path: field, message: BOOKING_VALIDATION_MESSAGES.tooManyPerformers }]);
}
