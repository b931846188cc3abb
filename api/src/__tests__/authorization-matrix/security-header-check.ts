/**
 * The security headers every API answer to a request over TLS carries (HSTS among them), whatever its route,
 * caller or status. Over plain http HSTS must be absent instead (http-platform.test.ts).
 */
export type AnswerHeaders = Readonly<Record<string, string | string[] | undefined>>;

function single(headers: AnswerHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** What is missing or wrong in one answer's headers; empty when all is well. */
export function securityHeaderViolations(headers: AnswerHeaders): string[] {
  const violations: string[] = [];
  const policy = single(headers, 'content-security-policy') ?? '';
  // An API answer is data: it may load nothing at all (pages carry the portal's own policy).
  if (!policy.includes("default-src 'none'")) violations.push(`CSP without default-src 'none': ${policy}`);
  if (policy.includes('unsafe-eval')) violations.push('CSP allows unsafe-eval');
  // No API answer is the embed's frame page: none may be framed.
  if (!policy.includes("frame-ancestors 'none'")) violations.push("CSP without frame-ancestors 'none'");
  if (single(headers, 'x-frame-options') !== 'DENY') violations.push('X-Frame-Options is not DENY');
  if (single(headers, 'x-content-type-options') !== 'nosniff') violations.push('no nosniff');
  if (!single(headers, 'referrer-policy')) violations.push('no Referrer-Policy');
  if (!single(headers, 'strict-transport-security')?.includes('max-age=')) violations.push('no HSTS');
  if (single(headers, 'x-powered-by') !== undefined) violations.push('X-Powered-By is sent');
  return violations;
}
