import type { PresenceEventDto } from '../../contract';
import type { PresenceMessage } from './change-messages';

/** A dialog says it is open every 20 s; one not heard of for this long was closed without a word. */
const PRESENCE_TTL_MS = 45_000;
/** Dialogs one user may be present in at once (tabs); a further one replaces their oldest. */
const MOST_DIALOGS_PER_USER = 3;
/** Editors this process keeps in all: past it, the ones heard of longest ago go first. */
const MOST_EDITORS = 10_000;

interface Editor {
  userId: number;
  name: string;
  organization: string | null;
  expiresAt: number;
}

interface BookingPresence {
  organizationId: number;
  department: string | null;
  editors: Map<number, Editor>;
}

/**
 * Who has which booking's dialog open, as every API process heard it on the change channel: each
 * process keeps its own copy, so a stream on any of them hears of an editor on any other.
 */
export class PresenceBoard {
  private readonly bookings = new Map<number, BookingPresence>();
  private size = 0;

  /** Applies an announcement; answers whether the booking's editors changed (not a mere renewal). */
  apply(message: PresenceMessage, now: number): boolean {
    const { bookingId, userId } = message;
    let booking = this.bookings.get(bookingId);
    if (!message.open) {
      if (booking?.editors.delete(userId) !== true) return false;
      this.size -= 1;
      if (booking.editors.size === 0) this.bookings.delete(bookingId);
      return true;
    }
    if (booking === undefined) {
      booking = {
        organizationId: message.organizationId,
        department: message.department,
        editors: new Map(),
      };
      this.bookings.set(bookingId, booking);
    }
    // The booking may have moved to another department since: the latest announcement says where it is.
    booking.organizationId = message.organizationId;
    booking.department = message.department;
    const known = booking.editors.has(userId);
    booking.editors.set(userId, {
      userId,
      name: message.name,
      organization: message.organization,
      expiresAt: now + PRESENCE_TTL_MS,
    });
    if (known) return false;
    this.size += 1;
    return true;
  }

  /** The bookings whose editors changed when one more joined: their oldest others dropped past the bounds. */
  boundedAfterJoin(userId: number, now: number): number[] {
    const changed: number[] = [];
    const ofUser = [...this.bookings.entries()]
      .map(([bookingId, booking]) => ({ bookingId, editor: booking.editors.get(userId) }))
      .filter((entry): entry is { bookingId: number; editor: Editor } => entry.editor !== undefined)
      .sort((a, b) => a.editor.expiresAt - b.editor.expiresAt);
    for (const { bookingId } of ofUser.slice(0, Math.max(0, ofUser.length - MOST_DIALOGS_PER_USER))) {
      this.remove(bookingId, userId);
      changed.push(bookingId);
    }
    if (this.size > MOST_EDITORS) changed.push(...this.expire(now, this.size - MOST_EDITORS));
    return changed;
  }

  private remove(bookingId: number, userId: number): void {
    const booking = this.bookings.get(bookingId);
    if (booking?.editors.delete(userId) !== true) return;
    this.size -= 1;
    if (booking.editors.size === 0) this.bookings.delete(bookingId);
  }

  /**
   * Drops the editors expired by `now` (and, to get under the bound, the `beyond` next to expire);
   * answers the bookings whose editors changed.
   */
  expire(now: number, beyond = 0): number[] {
    const all = [...this.bookings.entries()].flatMap(([bookingId, booking]) =>
      [...booking.editors.values()].map((editor) => ({ bookingId, editor })),
    );
    all.sort((a, b) => a.editor.expiresAt - b.editor.expiresAt);
    const changed = new Set<number>();
    let dropped = 0;
    for (const { bookingId, editor } of all) {
      if (editor.expiresAt > now && dropped >= beyond) break;
      if (editor.expiresAt > now) dropped += 1;
      this.remove(bookingId, editor.userId);
      changed.add(bookingId);
    }
    return [...changed];
  }

  /** Who may hear of the booking's editors; null when nobody has its dialog open. */
  audienceOf(bookingId: number): { organizationId: number; department: string | null } | null {
    return this.bookings.get(bookingId) ?? null;
  }

  /** The booking's editors as a reader is told of them: never the reader themself. */
  eventFor(bookingId: number, readerId: number): PresenceEventDto {
    const editors = [...(this.bookings.get(bookingId)?.editors.values() ?? [])]
      .filter((editor) => editor.userId !== readerId)
      .sort((a, b) => a.userId - b.userId)
      .map(({ userId, name, organization }) => ({ userId, name, organization }));
    return { bookingId, editors };
  }

  bookingIds(): number[] {
    return [...this.bookings.keys()];
  }
}
