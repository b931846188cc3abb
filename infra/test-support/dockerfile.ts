/**
 * Just enough of a Dockerfile reader for structural tests: instructions with their line
 * continuations joined and comments dropped, grouped into build stages. No build is run (no Docker
 * engine here or in CI).
 */
interface DockerInstruction {
  keyword: string;
  args: string;
}

export interface DockerStage {
  /** The `AS name` of the FROM line, if any. */
  name: string | null;
  base: string;
  instructions: DockerInstruction[];
}

export interface Dockerfile {
  /** ARG lines before the first FROM. */
  globalInstructions: DockerInstruction[];
  stages: DockerStage[];
}

function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // Comment lines are dropped, even inside a continued instruction (as Docker does).
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    const whole = `${pending}${line}`.trim();
    pending = '';
    if (whole.length > 0) lines.push(whole);
  }
  if (pending.trim().length > 0) lines.push(pending.trim());
  return lines;
}

export function parseDockerfile(text: string): Dockerfile {
  const dockerfile: Dockerfile = { globalInstructions: [], stages: [] };
  for (const line of logicalLines(text)) {
    const match = /^(\S+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const instruction = { keyword: (match[1] ?? '').toUpperCase(), args: match[2] ?? '' };
    if (instruction.keyword === 'FROM') {
      const from = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      dockerfile.stages.push({ name: from?.[2] ?? null, base: from?.[1] ?? '', instructions: [] });
      continue;
    }
    const stage = dockerfile.stages.at(-1);
    if (stage) stage.instructions.push(instruction);
    else dockerfile.globalInstructions.push(instruction);
  }
  return dockerfile;
}

export function finalStage(dockerfile: Dockerfile): DockerStage {
  const stage = dockerfile.stages.at(-1);
  if (!stage) throw new Error('no FROM in the Dockerfile');
  return stage;
}

export function instructionsOf(stage: DockerStage, keyword: string): string[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
}

/** The exec form (`["node", "main.js"]`) of a CMD, ENTRYPOINT or HEALTHCHECK CMD; null for the shell form. */
export function execForm(args: string): string[] | null {
  if (!args.trim().startsWith('[')) return null;
  const parsed: unknown = JSON.parse(args);
  return Array.isArray(parsed) ? parsed.map(String) : null;
}

/** ENV lines of a stage as one map (`ENV A=1 B="two"`). */
export function environmentOf(stage: DockerStage): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const args of instructionsOf(stage, 'ENV')) {
    for (const pair of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      const [, key, value] = pair;
      if (key !== undefined) environment[key] = (value ?? '').replace(/^"(.*)"$/, '$1');
    }
  }
  return environment;
}

export interface CopySource {
  /** Another stage's name when the COPY has --from. */
  fromStage: string | null;
  sources: string[];
  destination: string;
}

export function copiesOf(stage: DockerStage): CopySource[] {
  return instructionsOf(stage, 'COPY').map((args) => {
    const words = args.split(/\s+/);
    const fromStage = words.find((word) => word.startsWith('--from='))?.slice('--from='.length) ?? null;
    const paths = words.filter((word) => !word.startsWith('--'));
    return { fromStage, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
  });
}
