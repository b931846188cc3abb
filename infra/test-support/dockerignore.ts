/**
 * .dockerignore as Docker reads it: patterns relative to the context root, `*` and `?` within one
 * path segment, `**` across segments, `!` re-including; the last matching pattern decides, and a
 * path is excluded with its parent directory.
 */
interface IgnoreRule {
  pattern: RegExp;
  include: boolean;
}

function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern.charAt(index);
    if (character === '*' && pattern.charAt(index + 1) === '*') {
      const slashFollows = pattern.charAt(index + 2) === '/';
      source += slashFollows ? '(?:.*/)?' : '.*';
      index += slashFollows ? 2 : 1;
    } else if (character === '*') {
      source += '[^/]*';
    } else if (character === '?') {
      source += '[^/]';
    } else {
      source += character.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function parseRules(text: string): IgnoreRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = (include ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      return { pattern: patternToRegExp(pattern), include };
    });
}

/** The path itself and each of its parent directories. */
function pathAndParents(relativePath: string): string[] {
  const segments = relativePath.split('/').filter((segment) => segment.length > 0);
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

export function dockerIgnoreMatcher(text: string): (relativePath: string) => boolean {
  const rules = parseRules(text);
  return (relativePath) => {
    let excluded = false;
    for (const rule of rules) {
      if (pathAndParents(relativePath).some((candidate) => rule.pattern.test(candidate))) {
        excluded = !rule.include;
      }
    }
    return excluded;
  };
}
