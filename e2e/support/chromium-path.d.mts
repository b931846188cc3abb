/** Types of chromium-path.mjs for the TypeScript side of e2e. */
export declare const CHROMIUM_PATH: string;
