import type { ChangedScopeDto } from '../../contract';
import type { CounterBump } from './change-messages';
import { changeEventText, COALESCE_MS, scopeKeyOf, type EventStreamClient } from './event-stream-client';
import { visibilityKeyOf, visibleScopesOf, type Reader } from './scope-visibility';

/** Changes gathered for a group's streams: sent as one event to each when COALESCE_MS is up. */
interface GroupBatch {
  scopes: Map<string, ChangedScopeDto>;
  latest: number;
  /** The group's streams when the batch began: each is told of all of it, from one text. */
  recipients: Set<EventStreamClient>;
  timer: NodeJS.Timeout;
}

interface VisibilityGroup {
  /** Any member's reader: all of the group hear the same scopes of any bumps. */
  reader: Reader;
  members: Set<EventStreamClient>;
  batch: GroupBatch | null;
}

/**
 * The open streams grouped by visibility key (scope-visibility.ts): a notification's bumps are
 * filtered once per group, and a group's changes gathered once, on one timer, and written to each of
 * its streams as one text. Per stream, the filtering, the gathering and the serializing cost the API
 * a few percent of its CPU under the mixed staff scenario with 50 streams (docs/ARCHITECTURE.md
 * section 6 allows 1 %); per group, the cost no longer grows with the streams beyond their writes.
 */
export function createVisibilityGroups() {
  const groups = new Map<string, VisibilityGroup>();
  const keyOfClient = new Map<EventStreamClient, string>();

  function flush(group: VisibilityGroup): void {
    const batch = group.batch;
    group.batch = null;
    if (batch === null) return;
    const scopes = [...batch.scopes.values()];
    const text = changeEventText(scopes, batch.latest);
    for (const client of batch.recipients) client.sendChanges(text, scopes, batch.latest);
  }

  function queue(group: VisibilityGroup, scopes: readonly ChangedScopeDto[], latest: number): void {
    if (group.batch === null) {
      group.batch = {
        scopes: new Map(),
        latest: 0,
        recipients: new Set(group.members),
        timer: setTimeout(() => flush(group), COALESCE_MS),
      };
    }
    const { batch } = group;
    for (const scope of scopes) batch.scopes.set(scopeKeyOf(scope), scope);
    batch.latest = Math.max(batch.latest, latest);
    // A stream that joined after the batch began gathers on its own: it is told only what came after it.
    if (batch.recipients.size !== group.members.size)
      for (const client of group.members)
        if (!batch.recipients.has(client)) client.queueChanges(scopes, latest);
  }

  return {
    /** Adds the stream to its reader's group, or moves it there (its reader changed). */
    place(client: EventStreamClient): void {
      const key = visibilityKeyOf(client.reader);
      const previous = keyOfClient.get(client);
      if (previous === key) return;
      const left = previous === undefined ? undefined : groups.get(previous)?.batch;
      // What was gathered for it under its former reader is still sent to it, as before the move.
      if (left?.recipients.has(client) === true) client.queueChanges([...left.scopes.values()], left.latest);
      if (previous !== undefined) this.remove(client);
      let group = groups.get(key);
      if (group === undefined) {
        group = { reader: client.reader, members: new Set(), batch: null };
        groups.set(key, group);
      }
      group.members.add(client);
      keyOfClient.set(client, key);
    },

    remove(client: EventStreamClient): void {
      const key = keyOfClient.get(client);
      if (key === undefined) return;
      keyOfClient.delete(client);
      const group = groups.get(key);
      if (group === undefined) return;
      group.members.delete(client);
      group.batch?.recipients.delete(client);
      if (group.members.size > 0) return;
      // Its last stream gone, nobody is left to tell of what the group gathered.
      clearTimeout(group.batch?.timer);
      groups.delete(key);
    },

    /** Each group's streams told of the bumps they may hear of, reckoned once per group. */
    sendBumps(bumps: readonly CounterBump[]): void {
      for (const group of groups.values()) {
        const visible = visibleScopesOf(group.reader, bumps);
        if (visible.scopes.length > 0) queue(group, visible.scopes, visible.latest);
      }
    },

    /** The stream is to read everything again: the changes gathered for it so far are covered by that. */
    forget(client: EventStreamClient): void {
      const key = keyOfClient.get(client);
      if (key !== undefined) groups.get(key)?.batch?.recipients.delete(client);
    },
  };
}
