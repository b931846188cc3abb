/**
 * Debian's Chromium, which every browser run of e2e drives (never a downloaded browser). Plain
 * JavaScript so that both the Playwright tests and the node-run benchmarks (e2e/bench) read it.
 * CHROMIUM_PATH points elsewhere, e.g. at a Chromium outside Debian's package.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
