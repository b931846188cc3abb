/**
 * The token of a mailed link: `#token=...` in the fragment, which the browser never sends to a server
 * (so no access log or proxy sees it). Null when the fragment holds none.
 */
export function linkTokenFrom(fragment: string): string | null {
  const token = new URLSearchParams(fragment.replace(/^#/, '')).get('token')?.trim() ?? '';
  return token === '' ? null : token;
}
