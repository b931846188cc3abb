import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppMiddleware } from './app-state';

export interface SecurityHeadersOptions {
  /** The one page other sites may frame (the public schedule's iframe embed) and who may. */
  framePage: { path: string; allowedAncestors: readonly string[] };
  /** Origins remotes are deployed to besides the portal's own (REMOTE_ORIGINS); each named exactly. */
  remoteOrigins: readonly string[];
  /** Path prefixes of the API's answers (JSON, feeds, exports), which are never rendered as pages. */
  apiPaths: readonly string[];
}

type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * An API answer is data, never a page: nothing in it may load, run or frame anything
 * (OWASP's REST guidance), and the headers that only mean something for documents (opener policy,
 * agent clusters, DNS prefetching, IE's download prompt, Adobe's cross-domain policies, the retired
 * XSS auditor) are left out: each header is work on every answer.
 */
const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
  xPoweredBy: false,
};

function pageHelmetOptions(
  frameAncestors: string[],
  denyFraming: boolean,
  remoteOrigins: readonly string[],
): HelmetOptions {
  // A remote on its own origin needs its manifest fetched (connect-src), its entry and chunks run
  // (script-src) and its assets shown: exactly those origins, nothing broader, never unsafe-eval.
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'https:', ...remoteOrigins],
        fontSrc: ["'self'", 'https:', 'data:', ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        frameAncestors,
        // The portal is also served over plain http (localhost): upgrading would break its own requests.
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: denyFraming ? { action: 'deny' } : false,
    xPoweredBy: false,
  };
}

/**
 * The headers helmet sets with these options, worked out once by running helmet on a real, unsent
 * response. None of the portal's headers depend on the request (no nonces, no per-request
 * directives), and running helmet per request rebuilt the whole Content-Security-Policy string
 * each time: a measurable part of every answer's cost (docs/PERFORMANCE-PROFILES.md).
 */
export function helmetHeadersOf(options: HelmetOptions): HeaderList {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown = null;
  let finished = false;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error ?? null;
    finished = true;
  });
  if (failure !== null) throw failure;
  if (!finished) throw new Error('helmet did not finish synchronously; its headers cannot be precomputed');
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)] as const);
}

/**
 * Strict-Transport-Security goes only on answers to requests that came over TLS (directly, or through
 * a trusted proxy's X-Forwarded-Proto): RFC 6797 section 7.2 says a host MUST NOT send it over plain
 * http, where an attacker could strip or forge it anyway.
 */
function setting(options: HelmetOptions): AppMiddleware {
  const overTls = helmetHeadersOf(options);
  const plain = overTls.filter(([name]) => name.toLowerCase() !== 'strict-transport-security');
  return (ctx, next) => {
    for (const [name, value] of ctx.secure ? overTls : plain) ctx.res.setHeader(name, value);
    return next();
  };
}

/**
 * helmet's headers on every answer (HSTS on those over TLS); Koa sends no X-Powered-By. Pages and
 * their assets get the portal's Content-Security-Policy, API answers the data-only set above.
 * Nothing may be framed (clickjacking) except the public schedule's iframe page: the portal itself
 * and the sites in EMBED_ALLOWED_ORIGINS may frame it. It gets no X-Frame-Options: that header can
 * only say DENY or SAMEORIGIN, so it cannot name the resort's site and would only block it.
 */
export function securityHeaders(options: SecurityHeadersOptions): AppMiddleware {
  const api = setting(API_HELMET_OPTIONS);
  const pages = setting(pageHelmetOptions(["'none'"], true, options.remoteOrigins));
  const framePage = setting(
    pageHelmetOptions(["'self'", ...options.framePage.allowedAncestors], false, options.remoteOrigins),
  );
  const isApiPath = (path: string) => options.apiPaths.some((prefix) => path.startsWith(prefix));
  return (ctx, next) => {
    const path = ctx.path;
    if (isApiPath(path)) return api(ctx, next);
    return (path === options.framePage.path ? framePage : pages)(ctx, next);
  };
}
