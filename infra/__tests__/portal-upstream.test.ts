import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { repositoryPath } from '../test-support/repository';

/**
 * Calls an export of one of the stack's ES modules in a node process of its own (jest runs these
 * tests as CommonJS, which cannot load them), with JSON in and out.
 */
function callStackModule(file: string, name: string, ...args: unknown[]): string {
  const script = `import { ${name} } from ${JSON.stringify(repositoryPath(`infra/stack/${file}`))};
    const args = JSON.parse(process.argv[1]);
    try { process.stdout.write(JSON.stringify({ value: ${name}(...args) })); }
    catch (error) { process.stdout.write(JSON.stringify({ error: error.message })); }`;
  const answer = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(args)], {
      encoding: 'utf8',
    }),
  ) as { value?: string; error?: string };
  if (answer.error !== undefined) throw new Error(answer.error);
  return answer.value ?? '';
}

const withApiServers = (site: string, addresses: string[]) =>
  callStackModule('portal-upstream.mjs', 'withApiServers', site, addresses);

const template = readFileSync(repositoryPath('infra/nginx/portal.conf.template'), 'utf8');
const rendered = callStackModule('render-template.mjs', 'renderTemplate', template, {
  PORTAL_LISTEN: '127.0.0.1:8280',
  PORTAL_API_1: '127.0.0.1:8281',
  PORTAL_API_2: '127.0.0.1:8282',
  PORTAL_SHELL: '127.0.0.1:8286',
});

function upstreamServers(site: string): string[] {
  const block = /upstream portal_api \{([\s\S]*?)\n\}/.exec(site)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('server '));
}

describe("the portal upstream's API servers (a rolling release adds and removes them)", () => {
  it('when the template is rendered as compose renders it, then each replica is a server with failure marking and once more a backup', () => {
    expect(upstreamServers(rendered)).toEqual([
      'server 127.0.0.1:8281 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:8282 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:8281 backup;',
      'server 127.0.0.1:8282 backup;',
    ]);
    expect(rendered).toMatch(/\n\s+keepalive_timeout 4s;\n/);
  });

  it('when a release runs three processes, then all three are servers and backups, with the template settings, and the rest of the site is unchanged', () => {
    const during = withApiServers(rendered, ['127.0.0.1:8281', '127.0.0.1:8282', '127.0.0.1:8293']);

    expect(upstreamServers(during)).toEqual([
      'server 127.0.0.1:8281 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:8282 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:8293 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:8281 backup;',
      'server 127.0.0.1:8282 backup;',
      'server 127.0.0.1:8293 backup;',
    ]);
    const withoutServers = (site: string) =>
      site
        .split('\n')
        .filter((line) => !/^\s*server \d/.test(line))
        .join('\n');
    expect(withoutServers(during)).toBe(withoutServers(rendered));
    expect(upstreamServers(withApiServers(during, ['127.0.0.1:8293']))).toEqual([
      'server 127.0.0.1:8293 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:8293 backup;',
    ]);
  });

  it('when no API process is given, then it refuses', () => {
    expect(() => withApiServers(rendered, [])).toThrow('the portal needs at least one API process');
  });
});
