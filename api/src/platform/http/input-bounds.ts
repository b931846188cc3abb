import { INPUT_LIMIT_MESSAGES } from '../../contract';
import { ValidationError, type FieldError } from '../errors';

/**
 * Limits every parsed body is held to before a route or a schema sees it. The deepest body a route
 * takes is three levels (a duplicate's selectedPerformers: object, list, entry); yup's value printer
 * and the walk of any recursive code overflow the stack on thousands. The longest text a schema
 * takes is performerData's 5,000 characters; above the limit no regular expression or index sees it.
 */
export const INPUT_LIMITS = {
  /** Objects and arrays inside one another, the body itself counted. */
  depth: 8,
  /** Characters of one string. */
  textLength: 10_000,
} as const;

/** A hostile body could otherwise make an answer as long as itself. */
const MAX_REPORTED_PROBLEMS = 10;
/** Keys name fields in the answer; a key longer than this is cut. */
const MAX_KEY_IN_PATH = 100;
const NUL = '\u0000';

/** The first rule a string breaks, or null: the text limit, then the NUL character PostgreSQL refuses. */
export function textProblem(text: string, path: string): FieldError | null {
  if (text.length > INPUT_LIMITS.textLength)
    return { path, message: INPUT_LIMIT_MESSAGES.textTooLong(path, INPUT_LIMITS.textLength) };
  if (text.includes(NUL)) return { path, message: INPUT_LIMIT_MESSAGES.nulCharacter(path) };
  return null;
}

function keyPath(parent: string, key: string): string {
  const name = key.length > MAX_KEY_IN_PATH ? `${key.slice(0, MAX_KEY_IN_PATH)}…` : key;
  return parent === '' ? name : `${parent}.${name}`;
}

interface Pending {
  value: unknown;
  path: string;
  /** How many objects and arrays hold this value. */
  depth: number;
}

/**
 * The limits a parsed JSON value breaks, each with the path of the field (as yup writes paths:
 * 'selectedPerformers[0].instrument'). Walked with a queue, not recursion, so no depth overflows it.
 */
export function inputBoundProblems(input: unknown): FieldError[] {
  const problems: FieldError[] = [];
  const queue: Pending[] = [{ value: input, path: '', depth: 0 }];
  for (let next = 0; next < queue.length && problems.length < MAX_REPORTED_PROBLEMS; next += 1) {
    const { value, path, depth } = queue[next] as Pending;
    if (typeof value === 'string') {
      const problem = textProblem(value, path);
      if (problem) problems.push(problem);
    } else if (typeof value === 'object' && value !== null) {
      if (depth + 1 > INPUT_LIMITS.depth) {
        problems.push({ path, message: INPUT_LIMIT_MESSAGES.nestedTooDeep(path, INPUT_LIMITS.depth) });
      } else if (Array.isArray(value)) {
        value.forEach((item: unknown, index) =>
          queue.push({ value: item, path: `${path}[${index}]`, depth: depth + 1 }),
        );
      } else {
        for (const [key, item] of Object.entries(value))
          queue.push({ value: item, path: keyPath(path, key), depth: depth + 1 });
      }
    }
  }
  return problems;
}

/** Throws the 400 naming every field (up to ten) that breaks a limit. */
export function assertWithinInputLimits(input: unknown): void {
  const problems = inputBoundProblems(input);
  if (problems.length > 0) throw new ValidationError(problems);
}
