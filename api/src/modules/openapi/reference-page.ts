/** Where the reference page and its scripts are served (the page loads nothing from elsewhere). */
export const REFERENCE_PATHS = {
  document: '/api/openapi.json',
  page: '/api/docs',
  renderer: '/api/docs/redoc.standalone.js',
  start: '/api/docs/reference.js',
} as const;

/**
 * The page's own Content-Security-Policy, in place of the API's data-only one: its two scripts and
 * the document from this origin, Redoc's generated styles inline, and its search index in a worker
 * Redoc starts from a blob. Nothing inline runs (the start script is a file) and nothing may frame it.
 */
export const REFERENCE_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const REFERENCE_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Booking Portal API reference</title>
  </head>
  <body>
    <div id="reference" data-document="${REFERENCE_PATHS.document}"></div>
    <script src="${REFERENCE_PATHS.renderer}"></script>
    <script src="${REFERENCE_PATHS.start}"></script>
  </body>
</html>
`;

/** Starts Redoc on the page's element with the document it names. */
export const REFERENCE_START_SCRIPT = `(function () {
  var element = document.getElementById('reference');
  window.Redoc.init(element.getAttribute('data-document'), { expandResponses: '200,201' }, element);
})();
`;
