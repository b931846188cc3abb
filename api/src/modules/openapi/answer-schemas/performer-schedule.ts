import type { JsonSchema } from '../json-schema';
import {
  arrayOf,
  calendarDate,
  clockTime,
  closedObject,
  flag,
  id,
  optionalText,
  ref,
  text,
  timeZone,
} from './schema-parts';

/** A link the owner may see once (PerformerPageLinkDto, PerformerFeedLinkDto): url only right after a reset. */
const ownerLink = (description: string): JsonSchema =>
  closedObject({ exists: flag, url: optionalText }, [], description);

/** What performers see: their page and feeds (availability.dto.ts, public-schedule.dto.ts). */
export const PERFORMER_SCHEDULE_SCHEMAS = {
  PerformerPageLink: ownerLink("PerformerPageLinkDto: whether the performer's page exists."),
  PerformerFeedLink: ownerLink('PerformerFeedLinkDto: whether the performer has a private feed.'),
  /** PerformerPageDto (availability.dto.ts): the performer's own page. */
  PerformerPage: closedObject({
    performer: closedObject({ id, name: text, instruments: arrayOf(text) }),
    timeZone,
    gigs: arrayOf(
      closedObject({
        bookingId: id,
        date: calendarDate,
        startTime: clockTime,
        endTime: clockTime,
        timeZone,
        organizationName: text,
        venue: optionalText,
        instrument: optionalText,
        ensembleMates: arrayOf(text),
        tentative: flag,
      }),
    ),
    unavailability: arrayOf(ref('PerformerUnavailability')),
    feedUrl: text,
  }),
} as const satisfies Record<string, JsonSchema>;
