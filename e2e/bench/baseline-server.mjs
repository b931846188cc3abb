/**
 * The baseline of the bookings read benchmark: a bare `http` server answering the organization's
 * bookings of a date range, with their performers, in one raw `pg` query — what the portal's read
 * costs without its middleware, session, authorization and validation.
 */
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const SQL = `
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

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/ready') {
    response.end('ok');
    return;
  }
  try {
    const { rows } = await pool.query(SQL, [
      Number(url.searchParams.get('organizationId')),
      url.searchParams.get('from'),
      url.searchParams.get('to'),
    ]);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(rows));
  } catch {
    response.writeHead(500);
    response.end();
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
