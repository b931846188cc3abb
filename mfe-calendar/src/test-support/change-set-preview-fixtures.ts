import type {
  ChangeSetItemResultDto,
  ChangeSetRefusedBody,
  ChangeSetResultDto,
  ChangeSetStaleBody,
} from '@booking-portal/api/contract';
import { fakeNetwork, type FakeAnswer, type RecordedRequest } from '@booking-portal/shell/test-support';

export const CHANGE_SETS_PATH = '/api/change-sets';

/** One item of a preview or an apply: Jazz night, pending to confirmed, no problem, unless overridden. */
export function itemResult(overrides: Partial<ChangeSetItemResultDto> = {}): ChangeSetItemResultDto {
  return {
    index: 0,
    operation: 'update',
    bookingId: 101,
    title: 'Jazz night',
    date: '2026-11-12',
    time: '19:00',
    department: 'Lobby Bar',
    organizationId: 1,
    changes: [{ field: 'status', old: 'pending', new: 'confirmed' }],
    problems: [],
    blocked: false,
    outcome: 'applied',
    error: null,
    ...overrides,
  };
}

/** The 200 of a dry run or the 201 of an apply. */
export function changeSetResult(
  items: ChangeSetItemResultDto[],
  message: string,
  dryRun: boolean,
): ChangeSetResultDto {
  return { dryRun, changeSet: null, message, items };
}

/** The 409 of a change set refused as a whole. */
export function changeSetRefused(body: ChangeSetRefusedBody): FakeAnswer {
  return { status: 409, body };
}

/** The 412 of an apply refused because bookings changed since its preview. */
export function changeSetStale(body: ChangeSetStaleBody): FakeAnswer {
  return { status: 412, body };
}

export interface ChangeSetAnswers {
  /** The dry run's answer, or a function of how many dry runs came before it. */
  preview: FakeAnswer | ((earlierPreviews: number) => FakeAnswer);
  /** The apply's answer, or a function of the request's body. */
  apply?: FakeAnswer | ((body: Record<string, unknown>) => FakeAnswer);
}

/** POST /api/change-sets: the dry run (dryRun true) answers `preview`, the apply answers `apply`. */
export function answerChangeSets({ preview, apply }: ChangeSetAnswers): void {
  let previews = 0;
  fakeNetwork.on('POST', CHANGE_SETS_PATH, (request: RecordedRequest) => {
    const body = JSON.parse(request.body ?? '{}') as Record<string, unknown>;
    if (body.dryRun === true) {
      previews += 1;
      return typeof preview === 'function' ? preview(previews - 1) : preview;
    }
    if (apply === undefined) return { status: 500, body: { message: 'No apply answer in this test' } };
    return typeof apply === 'function' ? apply(body) : apply;
  });
}

/** A preview of `items` and an apply that writes them all (or those without problems), answering `message`. */
export function answerPreviewAndApply(items: ChangeSetItemResultDto[], message: string): void {
  answerChangeSets({
    preview: { status: 200, body: changeSetResult(items, `${items.length} bookings would change`, true) },
    apply: (body) => {
      const applied =
        body.apply === 'withoutProblems' ? items.filter(({ problems }) => problems.length === 0) : items;
      return { status: 201, body: changeSetResult(applied, message, false) };
    },
  });
}

/** The JSON bodies of every POST /api/change-sets, oldest first: dry runs and applies. */
export function changeSetBodies(): Record<string, unknown>[] {
  return fakeNetwork
    .requestsTo('POST', CHANGE_SETS_PATH)
    .map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);
}

/** A copy a duplicate or a recurring create would make on `date`: a new Duo - Lobby Bar, no problem unless given. */
export function newBookingItem(
  index: number,
  date: string,
  overrides: Partial<ChangeSetItemResultDto> = {},
): ChangeSetItemResultDto {
  return itemResult({
    index,
    operation: 'create',
    bookingId: null,
    title: 'Duo - Lobby Bar',
    date,
    changes: [],
    ...overrides,
  });
}
