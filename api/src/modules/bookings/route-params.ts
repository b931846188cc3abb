import { NotFoundError } from '../../platform/errors';

/** A path id that is not a positive integer names nothing: 404, as for a missing row. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
  return id;
}
