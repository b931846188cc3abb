/** A log row's details: the API stores an object as JSON text; older rows may hold plain text. */
export function parsedDetails(details: string): unknown {
  try {
    return JSON.parse(details) as unknown;
  } catch {
    return details;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
