/**
 * jsdom has no fetch-era classes (Request, Response, Headers) and its AbortController is not the one
 * Node's Request accepts. React Router's data routers build a Request per navigation, so the front-end
 * tests run in jsdom with Node's own implementations of these web classes. `fetch` itself is NOT
 * copied: setup-tests.ts installs the fake network, so no test can reach a real server.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_WEB_GLOBALS = [
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class JsdomWithWebClassesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_WEB_GLOBALS) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithWebClassesEnvironment;
