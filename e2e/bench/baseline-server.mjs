/**
 * The baselines of the API benchmarks: a bare `http` server doing the least work that gives the same
 * answer, with raw `pg` where the portal reads or writes the database: no middleware, no session
 * checks, no authorization, no validation. What the portal costs is measured against it.
 *
 *   GET  /healthz          {"status":"ok"} (the middleware chain's baseline)
 *   GET  /session          the signed-in user by the session cookie's token, one raw query
 *   GET  /bookings?...     an organization's bookings of a date range with performers, one raw query
 *   GET  /public-bookings  the bytes of BODY_FILE from memory (a cached read's ceiling)
 *   POST /bookings         the booking in the body and its audit row, inserted by one statement
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
const cachedBody = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE) : Buffer.from('[]');

const BOOKINGS_SQL = `
  select b.id, b.title, to_char(b.date, 'YYYY-MM-DD') as date, b.time, b.duration, b.notes, b.department,
         b.ensemble, b.user_id as "userId", b.organization_id as "organizationId", b.status,
         coalesce(json_agg(json_build_object('performerId', p.id, 'name', p.name, 'instrument', bp.instrument,
                  'instruments', p.instruments)) filter (where p.id is not null), '[]') as performers
    from bookings b
    left join booking_performers bp on bp.booking_id = b.id
    left join performers p on p.id = bp.performer_id
   where b.organization_id = $1 and b.date between $2 and $3
   group by b.id
   order by b.date, b.time`;

const SESSION_SQL = `
  select u.id, u.username, u.email, u.organization_id as "organizationId", u.department
    from sessions s join users u on u.id = s.user_id
   where s.id = $1 and s.expires_at > now()`;

// The portal's create writes the same audit row (who, what, from where, with the booking's id) in the
// insert's own statement: one statement is one transaction, the least work that commits both.
const AUDITED_INSERT_SQL = `
  with created as (
    insert into bookings (title, date, time, duration, department, ensemble, notes, organization_id, status)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
    returning id, title, to_char(date, 'YYYY-MM-DD') as date, time, duration, department, ensemble, notes,
              organization_id as "organizationId", status
  ), audited as (
    insert into audit_logs (action, success, email, resource, resource_id, ip_address, user_agent,
                            organization_id, details)
    select 'booking_created', true, 'owner@encore.test', 'booking', id::text, $10, $11, "organizationId", $12
      from created
  )
  select * from created`;

async function insertAudited(booking, request) {
  const { rows } = await pool.query(AUDITED_INSERT_SQL, [
    booking.title,
    booking.date,
    booking.time,
    booking.duration,
    booking.department,
    booking.ensemble,
    booking.notes,
    booking.organizationId,
    booking.status,
    request.socket.remoteAddress ?? null,
    request.headers['user-agent'] ?? null,
    JSON.stringify({ title: booking.title, date: booking.date }),
  ]);
  return rows[0];
}

function sendJson(response, status, value) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(value));
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

function sessionIdOf(cookieHeader) {
  const token = /(?:^|;\s*)bp_session=([^;]+)/.exec(cookieHeader ?? '')?.[1] ?? '';
  return createHash('sha256').update(token).digest('hex');
}

async function answer(request, response, url) {
  if (request.method === 'POST' && url.pathname === '/bookings') {
    sendJson(response, 201, await insertAudited(await readBody(request), request));
    return;
  }
  switch (url.pathname) {
    case '/ready':
      response.end('ok');
      return;
    case '/healthz':
      sendJson(response, 200, { status: 'ok' });
      return;
    case '/session': {
      const { rows } = await pool.query(SESSION_SQL, [sessionIdOf(request.headers.cookie)]);
      if (rows.length === 0) sendJson(response, 401, { message: 'Authentication required' });
      else sendJson(response, 200, { user: rows[0] });
      return;
    }
    case '/public-bookings':
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(cachedBody);
      return;
    case '/bookings': {
      const { rows } = await pool.query(BOOKINGS_SQL, [
        Number(url.searchParams.get('organizationId')),
        url.searchParams.get('from'),
        url.searchParams.get('to'),
      ]);
      sendJson(response, 200, rows);
      return;
    }
    default:
      sendJson(response, 404, { message: 'Not found' });
  }
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  answer(request, response, url).catch(() => {
    response.writeHead(500);
    response.end();
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
