import {
  NotificationSourceClosedError,
  type NotificationSession,
  type NotificationSource,
} from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { CHANGE_NOTIFICATION_CHANNEL } from '../change-counters';
import { changeMessageOf, type ChangeMessage, type CounterBump } from './change-messages';
import type { ChangeStreamRepository } from './change-stream.repository';

/** The listener's state, as the metrics show it. */
export type ListenerState = 'connecting' | 'listening' | 'reconnecting' | 'closed';

interface ListenerTimings {
  /** How often the session is asked `select 1`; one that does not answer within the same time is replaced. */
  healthCheckMs: number;
  /** The first reconnect's delay; each failed attempt doubles it, up to `mostBackoffMs`. */
  firstBackoffMs: number;
  mostBackoffMs: number;
}

const LISTENER_TIMINGS: ListenerTimings = {
  healthCheckMs: 10_000,
  firstBackoffMs: 100,
  mostBackoffMs: 5000,
};

/**
 * Versions are taken in sequence order but committed in any order: after a reconnect the listener
 * also replays what was bumped this long before it lost its session (longer than a request may hold
 * a statement, 5 s), besides every version past the last it saw.
 */
const COMMIT_ORDER_MARGIN_SECONDS = 10;
/** More counters than this missed in one gap: the subscribers are told to refetch everything. */
const MOST_REPLAYED_COUNTERS = 5000;

export interface ChangeListenerDeps {
  notifications: NotificationSource;
  counters: ChangeStreamRepository;
  logger: Logger;
  /** Told of each state change (the metrics). */
  onState?: (state: ListenerState) => void;
}

/** What the listener hands each subscriber. */
export type ListenerEvent = ChangeMessage | { kind: 'missed' };

/**
 * One LISTEN per API process, shared by every open stream. It reconnects by itself, with backoff,
 * whenever its session is lost (killed by pg_terminate_backend, a server restart, a failed health
 * check), and after each reconnect replays from change_counters what it may have missed meanwhile,
 * so the subscribers lose nothing.
 */
export function createChangeListener(deps: ChangeListenerDeps) {
  const timings = LISTENER_TIMINGS;
  const logger = deps.logger.child({ component: 'change-listener' });
  const subscribers = new Set<(event: ListenerEvent) => void>();
  let state: ListenerState = 'connecting';
  let session: NotificationSession | null = null;
  /** The highest version delivered so far (0 until the first connect reads the position). */
  let lastSeen = 0;
  let lostAt: number | null = null;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let healthTimer: NodeJS.Timeout | undefined;
  let reconnects = 0;
  let everListened = false;

  /** Read through a call: the state changes while a connect awaits. */
  const isClosed = (): boolean => state === 'closed';

  function setState(next: ListenerState): void {
    state = next;
    deps.onState?.(next);
  }

  function publish(event: ListenerEvent): void {
    for (const subscriber of subscribers) {
      try {
        subscriber(event);
      } catch (error) {
        logger.error({ err: error }, 'a change stream subscriber failed');
      }
    }
  }

  function seen(bumps: readonly CounterBump[]): void {
    for (const bump of bumps) lastSeen = Math.max(lastSeen, bump.version);
  }

  function onPayload(payload: string): void {
    const message = changeMessageOf(payload);
    if (message === null) return;
    if (message.kind === 'bumps') seen(message.bumps);
    if (message.kind === 'bumped-range') lastSeen = Math.max(lastSeen, message.to);
    publish(message);
  }

  function onLost(error: Error): void {
    if (state === 'closed') return;
    logger.warn({ err: error }, 'change listener lost its session: reconnecting');
    session = null;
    lostAt ??= Date.now();
    setState('reconnecting');
    scheduleConnect();
  }

  function scheduleConnect(): void {
    if (state === 'closed' || reconnectTimer !== undefined) return;
    const delay =
      attempt === 0 ? 0 : Math.min(timings.mostBackoffMs, timings.firstBackoffMs * 2 ** (attempt - 1));
    // Jitter: replicas whose sessions were all cut at once do not all come back in the same instant.
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = undefined;
        void connect();
      },
      delay * (0.5 + Math.random() / 2),
    );
    reconnectTimer.unref();
  }

  /** What was bumped while no session listened: past the last version seen, and shortly before the loss. */
  async function replayMissed(since: number): Promise<void> {
    const secondsAway = Math.ceil((Date.now() - since) / 1000) + COMMIT_ORDER_MARGIN_SECONDS;
    const bumps = await deps.counters.bumpedSince(lastSeen, secondsAway, MOST_REPLAYED_COUNTERS + 1);
    if (bumps.length > MOST_REPLAYED_COUNTERS) {
      lastSeen = await deps.counters.position();
      publish({ kind: 'missed' });
      return;
    }
    seen(bumps);
    if (bumps.length > 0) publish({ kind: 'bumps', bumps });
  }

  async function connect(): Promise<void> {
    if (state === 'closed') return;
    let opened: NotificationSession | null = null;
    try {
      opened = await deps.notifications.open(CHANGE_NOTIFICATION_CHANNEL, { onPayload, onLost });
      if (isClosed()) {
        await opened.close();
        return;
      }
      session = opened;
      // Listening first, then reading: a bump committed in between is both replayed and notified,
      // never neither.
      if (!everListened) lastSeen = await deps.counters.position();
      else {
        await replayMissed(lostAt ?? Date.now());
        reconnects += 1;
        logger.info({ attempts: attempt, reconnects }, 'change listener reconnected');
      }
      lostAt = null;
      everListened = true;
      attempt = 0;
      setState('listening');
    } catch (error) {
      if (isClosed()) return;
      if (error instanceof NotificationSourceClosedError) {
        // The database closed under a listener nobody closed (an app left open): nothing to reconnect to.
        clearInterval(healthTimer);
        setState('closed');
        return;
      }
      logger.warn({ err: error, attempt }, 'change listener could not listen: retrying');
      lostAt ??= Date.now();
      if (opened !== null) await opened.close();
      session = null;
      attempt += 1;
      setState('reconnecting');
      scheduleConnect();
    }
  }

  async function checkHealth(): Promise<void> {
    const current = session;
    if (current === null || state !== 'listening') return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        current.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('the listening session did not answer')),
            timings.healthCheckMs,
          );
        }),
      ]);
    } catch (error) {
      if (session !== current) return;
      await current.close();
      onLost(error instanceof Error ? error : new Error(String(error)));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    start(): void {
      setState('connecting');
      void connect();
      healthTimer = setInterval(() => void checkHealth(), timings.healthCheckMs);
      healthTimer.unref();
    },
    subscribe(subscriber: (event: ListenerEvent) => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    state: (): ListenerState => state,
    /** Reconnects since the start (the metrics). */
    reconnects: (): number => reconnects,
    async close(): Promise<void> {
      setState('closed');
      clearTimeout(reconnectTimer);
      clearInterval(healthTimer);
      subscribers.clear();
      const current = session;
      session = null;
      await current?.close();
    },
  };
}

export type ChangeListener = ReturnType<typeof createChangeListener>;
