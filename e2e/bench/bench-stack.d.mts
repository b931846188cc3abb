/** Types of bench-stack.mjs for TypeScript callers (the e2e stack test). */

export declare function releaseStack(options: {
  basePort: number;
  stateFile: string;
  args: string[];
}): Promise<{ code: number | null; lines: { at: number; wallAt: number; text: string }[] }>;
