/**
 * A username for a user added by e-mail: the e-mail's local part reduced to the allowed
 * characters (letters, digits, underscore, hyphen), 3 to 50 long, with a numeric suffix when taken.
 */
export function deriveUsername(email: string, taken: ReadonlySet<string>): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 44);
  const base = cleaned.length >= 3 ? cleaned : `${cleaned}user`.slice(0, 44);
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

export function usernameBaseOf(email: string): string {
  return deriveUsername(email, new Set());
}
