#!/usr/bin/env node
/**
 * `npm run stack:release`: a rolling release of the API in a running `npm run stack` (docs/OPERATIONS.md,
 * "Releasing the API"). Tells the stack's supervisor, through its control socket, to replace its API
 * processes one at a time with the build in --api-root, and prints its progress.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultStateFile } from './stack-options.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const USAGE = `npm run stack:release [-- options]

Replaces the running stack's API processes one at a time with another build, under traffic:
each new process is started, waited for until nginx sends it requests, then the old one is taken
out of nginx, drained and stopped. The new build's expand migrations run first.

Options:
  --api-root DIR    the build to release: a directory holding api/dist (default this checkout;
                    a previous release: node infra/release/build-release.mjs --ref vX.Y.Z --out DIR)
  --rollback        back to an earlier build: no migration step (migrations only go forward)
  --contract        after every process runs the new build, also run its contract migrations
  --base-port N     the stack's base port [STACK_BASE_PORT] (default 8280)
  --state-file PATH the stack's state file [STACK_STATE_FILE] (default from the base port)
  --help            this text`;

let values;
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      'api-root': { type: 'string' },
      rollback: { type: 'boolean', default: false },
      contract: { type: 'boolean', default: false },
      'base-port': { type: 'string' },
      'state-file': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  }));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.rollback && values.contract) {
  console.error('--rollback and --contract exclude each other: a rollback changes no schema');
  process.exit(2);
}

const basePort = Number(values['base-port'] ?? process.env.STACK_BASE_PORT ?? 8280);
const stateFile = values['state-file'] ?? process.env.STACK_STATE_FILE ?? defaultStateFile(basePort);
let state;
try {
  state = JSON.parse(readFileSync(stateFile, 'utf8'));
} catch (error) {
  console.error(`no running stack's state at ${stateFile} (${error.message}): start one with npm run stack`);
  process.exit(1);
}

const body = JSON.stringify({
  apiRoot: resolve(values['api-root'] ?? root),
  contract: values.contract,
  rollback: values.rollback,
});
const call = request(
  {
    socketPath: state.control,
    path: '/release',
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
  },
  (response) => {
    let said = '';
    response.setEncoding('utf8');
    response.on('data', (text) => {
      process.stdout.write(text);
      said += text;
    });
    response.on('end', () => {
      const last = said.split('\n').filter(Boolean).at(-1);
      process.exit(last === 'release finished' ? 0 : 1);
    });
  },
);
call.on('error', (error) => {
  console.error(`the stack's control socket ${state.control} does not answer: ${error.message}`);
  process.exit(1);
});
call.end(body);
