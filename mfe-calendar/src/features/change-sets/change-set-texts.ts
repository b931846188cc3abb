import {
  BOOKING_MESSAGES,
  bulkDeleteConfirmMessage,
  type ChangeSetAction,
} from '@booking-portal/api/contract';
import type { ChangeSetInput } from './change-set-input';

/** How the preview of one action reads, and the spec's failure toast of its apply (docs/PRODUCT.md section 8). */
export interface ChangeSetTexts {
  title: string;
  /** The button that applies every item. */
  applyAll: string;
  /** The button that applies only the `count` items without problems. */
  applyWithoutProblems: (count: number) => string;
  /** The 'Error' toast of a failed apply. */
  failure: string;
  /** A duplicate's failure shows the server's message when it sent one (docs/PRODUCT.md section 8). */
  preferServerMessage: boolean;
  /** Deleting gets the red button. */
  destructive: boolean;
  /** Asked above the preview before anything is applied (the bulk delete's spec confirmation). */
  confirmation: string | null;
}

type ActionTexts = Omit<ChangeSetTexts, 'confirmation' | 'destructive'>;

const ACTION_TEXTS: Readonly<Record<ChangeSetAction, ActionTexts>> = {
  finalize: {
    title: 'Finalize Bookings',
    applyAll: 'Finalize all',
    applyWithoutProblems: (count) => `Finalize only the ${count} without problems`,
    failure: BOOKING_MESSAGES.statusFailed,
    preferServerMessage: false,
  },
  make_pending: {
    title: 'Make Bookings Pending',
    applyAll: 'Make all pending',
    applyWithoutProblems: (count) => `Make only the ${count} without problems pending`,
    failure: BOOKING_MESSAGES.statusFailed,
    preferServerMessage: false,
  },
  delete: {
    title: 'Delete Bookings',
    applyAll: 'Delete all',
    applyWithoutProblems: (count) => `Delete only the ${count} without problems`,
    failure: BOOKING_MESSAGES.deleteSomeFailed,
    preferServerMessage: false,
  },
  duplicate: {
    title: 'Duplicate Booking',
    applyAll: 'Create all copies',
    applyWithoutProblems: (count) => `Create only the ${count} without problems`,
    failure: BOOKING_MESSAGES.duplicateFailed,
    preferServerMessage: true,
  },
  recurring_create: {
    title: 'Create Recurring Bookings',
    applyAll: 'Create all bookings',
    applyWithoutProblems: (count) => `Create only the ${count} without problems`,
    failure: BOOKING_MESSAGES.createFailed,
    preferServerMessage: false,
  },
  move: {
    title: 'Move Bookings',
    applyAll: 'Move all',
    applyWithoutProblems: (count) => `Move only the ${count} without problems`,
    failure: BOOKING_MESSAGES.moveFailed,
    preferServerMessage: true,
  },
};

export function changeSetTextsOf(request: ChangeSetInput): ChangeSetTexts {
  return {
    ...ACTION_TEXTS[request.action],
    destructive: request.action === 'delete',
    confirmation: request.action === 'delete' ? bulkDeleteConfirmMessage(request.bookingIds.length) : null,
  };
}
