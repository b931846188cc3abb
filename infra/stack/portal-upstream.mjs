/**
 * The API servers of the portal's upstream block (infra/nginx/portal.conf.template) for any number of
 * API processes: the template names two, a rolling release briefly runs three. Each address is listed
 * as the template lists its own, once as a server with the template's failure settings and once as a
 * backup (the template says why).
 */
const UPSTREAM_START = /^\s*upstream portal_api \{\s*$/;
const SERVER_LINE = /^(\s*)server (\S+)((?: \S+)*);\s*$/;

function upstreamBounds(lines) {
  const start = lines.findIndex((line) => UPSTREAM_START.test(line));
  const end = lines.findIndex((line, index) => index > start && line.trim() === '}');
  if (start < 0 || end < 0) throw new Error('the portal site has no "upstream portal_api { ... }" block');
  return { start, end };
}

/** The site text with the upstream's server lines replaced by those of `addresses` (host:port each). */
export function withApiServers(siteText, addresses) {
  if (addresses.length === 0) throw new Error('the portal needs at least one API process');
  const lines = siteText.split('\n');
  const { start, end } = upstreamBounds(lines);
  const servers = [];
  for (let index = start + 1; index < end; index += 1) {
    const match = SERVER_LINE.exec(lines[index]);
    if (match) servers.push({ index, indent: match[1], parameters: match[3].trim().split(' ') });
  }
  const primary = servers.find((server) => !server.parameters.includes('backup'));
  if (!primary) throw new Error('the portal upstream lists no API server to take its settings from');
  const settings = primary.parameters.filter(Boolean).join(' ');
  const line = (address, parameters) =>
    `${primary.indent}server ${address}${parameters ? ` ${parameters}` : ''};`;
  const generated = [
    ...addresses.map((address) => line(address, settings)),
    ...addresses.map((address) => line(address, 'backup')),
  ];
  const serverIndexes = new Set(servers.map((server) => server.index));
  const firstServer = servers[0].index;
  return lines
    .flatMap((text, index) => {
      if (index === firstServer) return generated;
      return serverIndexes.has(index) ? [] : [text];
    })
    .join('\n');
}
