import type { Logger } from '../../platform/logger';
import type { BookingVisibility } from '../bookings';
import { CHANGE_NOTIFICATION_CHANNEL } from '../change-counters';
import type { IdentityFacade } from '../identity';
import type { RefetchAllEventDto } from '../../contract';
import { presencePayloadOf, type PresenceMessage } from './change-messages';
import type { ChangeListener, ListenerEvent } from './change-listener';
import type { ChangeStreamRepository } from './change-stream.repository';
import { EventStreamClient } from './event-stream-client';
import { PresenceBoard } from './presence-board';
import { mayHearPresenceOf, visibleScopesOf, type Reader } from './scope-visibility';
import { createVisibilityGroups } from './visibility-groups';

/** A comment line this often keeps proxies and the browser from taking the stream for dead. */
const HEARTBEAT_MS = 15_000;
/**
 * Streams one session may hold at once (the tabs of one browser share its session); a further one
 * closes its oldest. Per session, not per user: a team signed in as one account on several devices
 * keeps a stream each. This process's bound (CHANGE_STREAMS_PER_PROCESS) caps them all.
 */
const MOST_STREAMS_PER_SESSION = 5;
/** A Last-Event-ID further back than this many counters: the client refetches everything instead. */
const MOST_REPLAYED_SCOPES = 500;
/** See change-listener.ts: a version taken before the client's position may have committed after it. */
const REPLAY_MARGIN_SECONDS = 10;
/** How often expired presence is swept. */
const PRESENCE_SWEEP_MS = 5000;

/**
 * Re-reads the stream's session: its reader now (a role or department may have changed), or null
 * once the session ended (signed out, account disabled, expired).
 */
export type SessionCheck = () => Promise<Reader | null>;

export interface ChangeStreamServiceDeps {
  counters: ChangeStreamRepository;
  /** Bookings' facade: whether the announcer may see the booking, and whose it is (who may hear of it). */
  bookings: BookingVisibility;
  /** Identity's facade: the editor's name and organization, as writes name them. */
  users: Pick<IdentityFacade, 'findWriter'>;
  listener: ChangeListener;
  logger: Logger;
  /** Open streams this process serves at most (CHANGE_STREAMS_PER_PROCESS). */
  mostStreams: number;
  onStreamCount?: (count: number) => void;
}

/** Thrown when this process already serves its most streams. */
export class StreamsExhaustedError extends Error {}

/** A Last-Event-ID as a position: a whole number, or null (unknown) for anything else. */
function positionOf(lastEventId: string | null): number | null {
  if (lastEventId === null || !/^\d{1,15}$/.test(lastEventId.trim())) return null;
  return Number(lastEventId.trim());
}

interface OpenStream {
  client: EventStreamClient;
  /** A digest of the session's token: which streams share a session. */
  sessionKey: string;
  checkSession: SessionCheck;
  heartbeat: NodeJS.Timeout;
}

export function createChangeStreamService(deps: ChangeStreamServiceDeps) {
  const { counters, listener } = deps;
  const logger = deps.logger.child({ module: 'change-stream' });
  /** In opening order: the first of a user's is their oldest. */
  const streams = new Set<OpenStream>();
  /** Set once the process drains: a stream opened after that ends as soon as it has its position. */
  let draining = false;
  const presence = new PresenceBoard();
  /** The streams by visibility key: a notification's bumps are filtered and gathered once per key. */
  const groups = createVisibilityGroups();

  const countChanged = (): void => deps.onStreamCount?.(streams.size);

  async function recheck(stream: OpenStream): Promise<void> {
    if (stream.client.isClosed) return;
    try {
      const reader = await stream.checkSession();
      if (reader === null) stream.client.close();
      else {
        stream.client.reader = reader;
        groups.place(stream.client);
      }
    } catch (error) {
      // The database did not answer: the session may well be alive; the next heartbeat asks again.
      logger.warn({ err: error }, 'could not re-check a change stream session');
    }
  }

  /** Everything is to be read again: what was gathered for the client is covered by that. */
  function refetch(client: EventStreamClient, reason: RefetchAllEventDto['reason'], position: number): void {
    groups.forget(client);
    client.refetch(reason, position);
  }

  function sendPresence(bookingId: number): void {
    const audience = presence.audienceOf(bookingId);
    for (const { client } of streams) {
      // A booking nobody edits any more is told to those who were told of its editors.
      if (audience !== null && !mayHearPresenceOf(client.reader, audience)) continue;
      client.presence(presence.eventFor(bookingId, client.reader.userId));
    }
  }

  async function onListenerEvent(event: ListenerEvent): Promise<void> {
    switch (event.kind) {
      case 'bumps':
        groups.sendBumps(event.bumps);
        return;
      case 'bumped-range':
        groups.sendBumps(await counters.bumpedBetween(event.from, event.to));
        return;
      case 'missed': {
        const position = await counters.position();
        for (const { client } of streams) refetch(client, 'missed', position);
        return;
      }
      case 'sessions-ended':
        for (const stream of streams)
          if (event.userIds === 'every' || event.userIds.includes(stream.client.reader.userId))
            void recheck(stream);
        return;
      case 'presence': {
        const now = Date.now();
        const changed = presence.apply(event.presence, now);
        const bounded = event.presence.open ? presence.boundedAfterJoin(event.presence.userId, now) : [];
        for (const bookingId of new Set([...(changed ? [event.presence.bookingId] : []), ...bounded]))
          sendPresence(bookingId);
        return;
      }
    }
  }

  const unsubscribe = listener.subscribe((event) => {
    onListenerEvent(event).catch((error: unknown) =>
      logger.error({ err: error }, 'could not hand a change on to the streams'),
    );
  });
  const sweep = setInterval(() => {
    for (const bookingId of presence.expire(Date.now())) sendPresence(bookingId);
  }, PRESENCE_SWEEP_MS);
  sweep.unref();

  /** What was bumped after the client's position, as it may hear of it; a refetch when that is unknown or too much. */
  async function replay(client: EventStreamClient, lastEventId: string | null): Promise<void> {
    const current = await counters.position();
    const asked = positionOf(lastEventId);
    if (lastEventId === null) {
      client.open(current);
      return;
    }
    if (asked === null || asked > current) {
      refetch(client, 'unknown-position', current);
      return;
    }
    const bumps = await counters.bumpedSince(asked, REPLAY_MARGIN_SECONDS, MOST_REPLAYED_SCOPES * 20 + 1);
    const { scopes, latest } = visibleScopesOf(client.reader, bumps);
    if (bumps.length > MOST_REPLAYED_SCOPES * 20 || scopes.length > MOST_REPLAYED_SCOPES) {
      refetch(client, 'missed', current);
      return;
    }
    client.open(Math.max(asked, latest));
    client.queueChanges(scopes, Math.max(asked, latest));
  }

  return {
    /**
     * A new stream for the reader's session: its oldest is closed past MOST_STREAMS_PER_SESSION; past this
     * process's bound, StreamsExhaustedError. The listener's events are taken before the replay is
     * read, so a change committed in between is sent (twice at worst), never lost.
     */
    async open(
      reader: Reader,
      lastEventId: string | null,
      checkSession: SessionCheck,
      sessionKey: string,
    ): Promise<EventStreamClient> {
      const own = [...streams].filter((stream) => stream.sessionKey === sessionKey);
      for (const stream of own.slice(0, Math.max(0, own.length - MOST_STREAMS_PER_SESSION + 1)))
        stream.client.close();
      if (streams.size >= deps.mostStreams) throw new StreamsExhaustedError();
      const client = new EventStreamClient(reader);
      const stream: OpenStream = {
        client,
        sessionKey,
        checkSession,
        heartbeat: setInterval(() => {
          client.comment('heartbeat');
          void recheck(stream);
        }, HEARTBEAT_MS),
      };
      stream.heartbeat.unref();
      streams.add(stream);
      groups.place(client);
      countChanged();
      client.onClose(() => {
        clearInterval(stream.heartbeat);
        streams.delete(stream);
        groups.remove(client);
        countChanged();
      });
      try {
        await replay(client, lastEventId);
      } catch (error) {
        client.close();
        throw error;
      }
      for (const bookingId of presence.bookingIds()) {
        const audience = presence.audienceOf(bookingId);
        if (audience !== null && mayHearPresenceOf(reader, audience))
          client.presence(presence.eventFor(bookingId, reader.userId));
      }
      // Draining: a proxy may still send a stream on a connection it kept open. The client gets its
      // position, then the end, and resumes from there on another process; left open, the stream
      // would hold the drain until its deadline.
      if (draining) client.close();
      return client;
    },

    /**
     * The reader has the booking's dialog open (or closed it): told to every process, this one
     * included, through the change channel. False when the booking is not one the reader may see.
     */
    async announcePresence(reader: Reader, bookingId: number, open: boolean): Promise<boolean> {
      const audience = await deps.bookings.findVisiblePlacement(reader, bookingId);
      if (audience === null) return false;
      const editor = await deps.users.findWriter(reader.userId);
      if (editor === null) return false;
      const message: PresenceMessage = {
        bookingId,
        organizationId: audience.organizationId,
        department: audience.department,
        userId: reader.userId,
        name: editor.name.slice(0, 200),
        organization: editor.organization === null ? null : editor.organization.slice(0, 200),
        open,
      };
      await counters.notify(CHANGE_NOTIFICATION_CHANNEL, presencePayloadOf(message));
      return true;
    },

    openStreams: (): number => streams.size,

    /**
     * Ends every stream, and every one opened from now on once it has its position (shutdown): their
     * clients reconnect to another process with their Last-Event-ID.
     */
    closeAll(): void {
      draining = true;
      for (const { client } of [...streams]) client.close();
    },

    close(): void {
      unsubscribe();
      clearInterval(sweep);
      for (const { client } of [...streams]) client.close();
    },
  };
}

export type ChangeStreamService = ReturnType<typeof createChangeStreamService>;
