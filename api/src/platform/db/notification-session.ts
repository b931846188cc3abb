import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import pg from 'pg';

/** What a listening session tells its owner. */
interface NotificationHandlers {
  /** A NOTIFY on the channel, delivered once its transaction committed. */
  onPayload(payload: string): void;
  /** The session is gone (killed, the server restarted, the network dropped): open a new one. */
  onLost(error: Error): void;
}

/** One session LISTENing on one channel. */
export interface NotificationSession {
  /** Resolves when the session answers a query; rejects when it does not. */
  ping(): Promise<void>;
  /** Stops listening and ends the session; no handler is called afterwards. */
  close(): Promise<void>;
}

/** Opens listening sessions on the database. */
export interface NotificationSource {
  /** Rejects with NotificationSourceClosedError once the database was closed. */
  open(channel: string, handlers: NotificationHandlers): Promise<NotificationSession>;
  /** Ends every session it opened, for good (the database is closing). */
  closeAll(): Promise<void>;
}

/** The database was closed: there is nothing to listen on any more, so nothing to reconnect to. */
export class NotificationSourceClosedError extends Error {
  constructor() {
    super('the database was closed');
  }
}

/** The sessions a source opened, so closing the database ends them too. */
function sessionRegistry() {
  const sessions = new Set<NotificationSession>();
  let closed = false;
  return {
    assertOpen(): void {
      if (closed) throw new NotificationSourceClosedError();
    },
    /** The session, forgotten once it closes itself. */
    track(session: NotificationSession): NotificationSession {
      sessions.add(session);
      return {
        ping: () => session.ping(),
        async close() {
          sessions.delete(session);
          await session.close();
        },
      };
    },
    async closeAll(): Promise<void> {
      closed = true;
      const open = [...sessions];
      sessions.clear();
      await Promise.all(open.map((session) => session.close()));
    },
  };
}

/** Channels are the code's own constants, never input: a plain lower-case name needs no quoting. */
function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/** What the listening connection calls itself in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'booking-portal-api-listener';

/**
 * On a PostgreSQL server: a connection of its own, outside knex's pool. A pooled connection is lent
 * to one request after another and may be closed when idle; a LISTEN lives as long as its session.
 */
export function postgresNotificationSource(url: string): NotificationSource {
  const registry = sessionRegistry();
  return {
    closeAll: () => registry.closeAll(),
    async open(channel, handlers) {
      registry.assertOpen();
      assertChannelName(channel);
      const client = new pg.Client({
        connectionString: url,
        application_name: LISTENER_APPLICATION_NAME,
        // A half-open TCP connection (a peer that vanished) is noticed by the kernel too, not only by the ping.
        keepAlive: true,
      });
      let open = true;
      const lost = (error: Error): void => {
        if (!open) return;
        open = false;
        handlers.onLost(error);
        client.end().catch(() => undefined);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('the listening session ended')));
      client.on('notification', (message) => {
        if (open && message.channel === channel) handlers.onPayload(message.payload ?? '');
      });
      try {
        await client.connect();
        // The HTTP server keeps a process alive, never its listener alone (a test's app left open).
        const socket: unknown = client.connection.stream;
        if (socket instanceof net.Socket) socket.unref();
        await client.query(`listen ${channel}`);
      } catch (error) {
        open = false;
        await client.end().catch(() => undefined);
        throw error;
      }
      return registry.track({
        async ping() {
          await client.query('select 1');
        },
        async close() {
          if (!open) return;
          open = false;
          await client.end().catch(() => undefined);
        },
      });
    },
  };
}

/**
 * On the embedded database: PGlite is one session, which knex's pool of one serializes. The LISTEN
 * goes through knex, so it never runs inside a request's open transaction; the messages come from
 * PGlite's own notification callback. Nothing can kill this session but closing the database.
 */
export function embeddedNotificationSource(pglite: PGlite, knex: Knex): NotificationSource {
  const registry = sessionRegistry();
  return {
    closeAll: () => registry.closeAll(),
    async open(channel, handlers) {
      registry.assertOpen();
      assertChannelName(channel);
      let open = true;
      const stop = pglite.onNotification((named, payload) => {
        if (open && named === channel) handlers.onPayload(payload);
      });
      try {
        await knex.raw(`listen ${channel}`);
      } catch (error) {
        open = false;
        stop();
        throw error;
      }
      return registry.track({
        async ping() {
          if (pglite.closed) throw new Error('the embedded database is closed');
          await knex.raw('select 1');
        },
        async close() {
          if (!open) return;
          open = false;
          stop();
          if (!pglite.closed) await knex.raw(`unlisten ${channel}`).catch(() => undefined);
        },
      });
    },
  };
}
