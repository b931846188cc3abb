import { CHANGE_KINDS, type ChangeEventDto, type PresenceEventDto } from '@booking-portal/api/contract';

function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A `change` event's data, or null when it is not one; scopes of kinds this page does not know are left out. */
export function changeEventOf(data: unknown): ChangeEventDto | null {
  const event = parsed(data);
  if (!isRecord(event) || !Array.isArray(event.scopes)) return null;
  const scopes = event.scopes.filter(
    (scope): scope is ChangeEventDto['scopes'][number] =>
      isRecord(scope) &&
      typeof scope.kind === 'string' &&
      (CHANGE_KINDS as readonly string[]).includes(scope.kind) &&
      (scope.organizationId === null || typeof scope.organizationId === 'number') &&
      (scope.month === null || scope.month === undefined || typeof scope.month === 'string'),
  );
  return { scopes: scopes.map((scope) => ({ ...scope, month: scope.month ?? null })) };
}

/** A presence answer or `presence` event's data (already parsed or not), or null when it is not one. */
export function presenceEventOf(data: unknown): PresenceEventDto | null {
  const event = typeof data === 'string' ? parsed(data) : data;
  if (!isRecord(event) || typeof event.bookingId !== 'number' || !Array.isArray(event.editors)) return null;
  const editors = event.editors.filter(
    (editor): editor is PresenceEventDto['editors'][number] =>
      isRecord(editor) &&
      typeof editor.userId === 'number' &&
      typeof editor.name === 'string' &&
      (editor.organization === null || typeof editor.organization === 'string'),
  );
  return { bookingId: event.bookingId, editors };
}
