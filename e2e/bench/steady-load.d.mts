/** Types of steady-load.mjs for TypeScript callers (the e2e stack test). */

interface SteadyLoadReport {
  requests: number;
  failed: number;
  failures: { kind: string; status: number; error?: string }[];
  posts: number;
  resent: number;
  written: { created: number; deleted: number };
  p50Ms: number | null;
  p99Ms: number | null;
  seconds: number;
  servedBy: Record<string, number>;
  streams: { sessions: number; opened: number; reconnects: number; refused: string[] };
}

interface SteadyLoad {
  answered(): number;
  stop(): Promise<SteadyLoadReport>;
}

export declare function startSteadyLoad(options: {
  portal: string;
  ratePerSecond: number;
  streams: number;
  /** 'YYYY-MM': the month the load reads and writes. */
  month: string;
  titlePrefix: string;
}): Promise<SteadyLoad>;
