import http from 'node:http';
import { Readable } from 'node:stream';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { API_PATHS } from '../../../contract';
import { signIn } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { COMPRESSION_THRESHOLD_BYTES, compressedApiAnswers } from '../answer-compression.middleware';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they crossed the wire (still encoded). */
  wire: Buffer;
}

/** A GET whose body is read as sent: supertest would decode it before a test could see it. */
function rawGet(server: http.Server, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wire: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

const MONTH = `${API_PATHS.bookings}?from=2020-01-01&to=2035-12-31`;

describe('compressed API answers', () => {
  const app = provideTestApp({ seed: true });
  let server: http.Server;
  let cookie: string;

  beforeAll(async () => {
    cookie = await signIn(app(), 'owner@encore.test');
    server = http.createServer(app().portal.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('when the client accepts gzip, then a bookings read over 1 KB comes gzipped and decodes to the same JSON', async () => {
    const plain = await rawGet(server, MONTH, { Cookie: cookie });
    const gzipped = await rawGet(server, MONTH, { Cookie: cookie, 'Accept-Encoding': 'gzip' });

    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.wire.length).toBeLessThan(plain.wire.length / 3);
    expect(JSON.parse(zlib.gunzipSync(gzipped.wire).toString('utf8'))).toEqual(
      JSON.parse(plain.wire.toString('utf8')),
    );
  });

  it('when the client prefers brotli, then the answer is brotli and decodes to the same JSON', async () => {
    const plain = await rawGet(server, MONTH, { Cookie: cookie });
    const brotli = await rawGet(server, MONTH, { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.wire).toString('utf8'))).toEqual(
      JSON.parse(plain.wire.toString('utf8')),
    );
  });

  it('when an answer is under 1 KB, then it goes uncompressed even to a client that accepts gzip', async () => {
    const session = await rawGet(server, API_PATHS.session, {
      Cookie: cookie,
      'Accept-Encoding': 'gzip, br',
    });

    expect(session.status).toBe(200);
    expect(session.wire.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(session.headers['content-encoding']).toBeUndefined();
  });

  it('when the CSV export is asked for with gzip, then the file arrives gzipped with its download headers', async () => {
    const plain = await rawGet(server, `${API_PATHS.bookingsCsv}?organizationId=1`, { Cookie: cookie });
    const gzipped = await rawGet(server, `${API_PATHS.bookingsCsv}?organizationId=1`, {
      Cookie: cookie,
      'Accept-Encoding': 'gzip',
    });

    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(zlib.gunzipSync(gzipped.wire).toString('utf8')).toBe(plain.wire.toString('utf8'));
  });
});

describe('compressed streamed answers', () => {
  it.each(['br', 'gzip'])(
    'when a streamed answer is compressed with %s, then its first part reaches the client before the rest is written',
    async (encoding) => {
      // The second part is written only once the client has decoded the first: a compressor that
      // held the first part back until the end would leave this request waiting forever.
      let firstPartDecoded: () => void = () => undefined;
      const clientHasFirstPart = new Promise<void>((resolve) => {
        firstPartDecoded = resolve;
      });
      const firstPart = `[${'"first",'.repeat(400)}`;
      const app = new Koa();
      app.use(compressedApiAnswers(['/api']));
      app.use((ctx) => {
        ctx.type = 'application/json';
        ctx.body = Readable.from(
          (async function* parts() {
            yield firstPart;
            await clientHasFirstPart;
            yield '"last"]';
          })(),
        );
      });
      const server = http.createServer(app.callback());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const text = await new Promise<string>((resolve, reject) => {
          const request = http.get(
            { host: '127.0.0.1', port, path: '/api/stream', headers: { 'Accept-Encoding': encoding } },
            (response) => {
              expect(response.headers['content-encoding']).toBe(encoding);
              const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
              let decoded = '';
              decoder.on('data', (chunk: Buffer) => {
                decoded += chunk.toString('utf8');
                if (decoded.length >= firstPart.length) firstPartDecoded();
              });
              decoder.on('end', () => resolve(decoded));
              decoder.on('error', reject);
              response.pipe(decoder);
            },
          );
          request.on('error', reject);
        });
        expect(JSON.parse(text)).toHaveLength(401);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  );
});
