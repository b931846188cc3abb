import { API_PATHS } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { neutralizeFormula } from '../bookings-csv';
import {
  CYPRESS_HILLS,
  LOBBY_USER,
  MAGNOLIA,
  OWNER,
  PALM_COVE,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

const BOM = '\uFEFF';
const HEADER =
  'Date,Start,End,Duration (minutes),Title,Organization,Department,Ensemble,Performers,Status,Notes';
const PALM_COVE_NAME = 'Palm Cove Beach Resort';

beforeAll(async () => {
  const cello = await performerIdOf(app(), 'Daniel Kim');
  const violin = await performerIdOf(app(), 'Sofia Marquez');
  await storeBooking(app(), {
    title: 'Duo - Lobby Bar',
    date: '2038-05-02',
    time: '19:00',
    duration: 90,
    department: 'Lobby Bar',
    ensemble: 'Duo',
    organizationId: PALM_COVE,
    notes: 'Café set, "unplugged"',
    performers: [
      { performerId: cello, instrument: 'cello' },
      { performerId: violin, instrument: 'electric violin' },
    ],
  });
  await storeBooking(app(), {
    title: '=HYPERLINK("http://evil.test","Click")',
    date: '2038-05-03',
    time: '23:00',
    duration: 120,
    department: 'DUSK',
    organizationId: PALM_COVE,
    status: 'pending',
    notes: '+SUM(A1:A9)',
  });
  await storeBooking(app(), {
    title: 'Solo - Lobby Bar',
    date: '2038-06-01',
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    notes: '\r=1+1',
  });
  await storeBooking(app(), {
    title: 'Solo - Lobby Bar',
    date: '2038-06-02',
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    notes: 'first line\n@SUM(A1)\r\n-2+3\rok',
  });
  await storeBooking(app(), {
    title: '@cmd',
    date: '2038-05-04',
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    notes: '-1+2',
  });
  for (const organizationId of [CYPRESS_HILLS, MAGNOLIA]) {
    await storeBooking(app(), {
      title: 'Trio - Ballroom',
      date: '2038-07-04',
      department: 'Ballroom',
      organizationId,
    });
  }
});

async function csv(email: string, query: string) {
  return app()
    .http()
    .get(`${API_PATHS.bookingsCsv}?${query}`)
    .set('Cookie', await as(email))
    .buffer(true)
    .parse((response, done) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => done(null, text));
    });
}

describe('GET /api/bookings.csv', () => {
  it('when the owner exports a range, then a UTF-8 CSV attachment with a BOM, the header and one row per booking comes', async () => {
    const response = await csv(OWNER, `from=2038-05-01&to=2038-05-31&organizationId=${PALM_COVE}`);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bookings-palm-cove-2038-05-01-to-2038-05-31.csv"',
    );
    const text = response.body as string;
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.slice(BOM.length).split('\r\n')).toEqual([
      HEADER,
      `2038-05-02,19:00,20:30,90,Duo - Lobby Bar,${PALM_COVE_NAME},Lobby Bar,Duo,Daniel Kim (cello); Sofia Marquez (electric violin),confirmed,"Café set, ""unplugged"""`,
      `2038-05-03,23:00,01:00,120,"'=HYPERLINK(""http://evil.test"",""Click"")",${PALM_COVE_NAME},DUSK,,,pending,'+SUM(A1:A9)`,
      `2038-05-04,19:00,20:00,60,'@cmd,${PALM_COVE_NAME},Lobby Bar,,,confirmed,'-1+2`,
      '',
    ]);
  });

  it('when notes hold carriage returns or line feeds, then the cell is quoted and every line that would start a formula is neutralized', async () => {
    const response = await csv(OWNER, `from=2038-06-01&to=2038-06-30&organizationId=${PALM_COVE}`);

    const text = (response.body as string).slice(BOM.length);
    expect(text).toBe(
      [
        HEADER,
        `2038-06-01,19:00,20:00,60,Solo - Lobby Bar,${PALM_COVE_NAME},Lobby Bar,,,confirmed,"'\r'=1+1"`,
        `2038-06-02,19:00,20:00,60,Solo - Lobby Bar,${PALM_COVE_NAME},Lobby Bar,,,confirmed,"first line\n'@SUM(A1)\r\n'-2+3\rok"`,
        '',
      ].join('\r\n'),
    );
  });

  it('when a user exports, then only their own department is in the file', async () => {
    const response = await csv(LOBBY_USER, 'from=2038-05-01&to=2038-05-31');

    const lines = (response.body as string).slice(BOM.length).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(',Lobby Bar,'))).toBe(true);
  });

  it("when the owner exports every client, then each row names its organization, so two clubs' Ballrooms differ", async () => {
    const response = await csv(OWNER, 'from=2038-07-04&to=2038-07-04');

    const lines = (response.body as string).slice(BOM.length).split('\r\n').filter(Boolean);
    expect(lines).toEqual([
      HEADER,
      '2038-07-04,19:00,20:00,60,Trio - Ballroom,Cypress Hills Country Club,Ballroom,,,confirmed,',
      '2038-07-04,19:00,20:00,60,Trio - Ballroom,Magnolia Country Club,Ballroom,,,confirmed,',
    ]);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bookings-2038-07-04-to-2038-07-04.csv"',
    );
  });

  it('when the export is filtered, then the file is named after the organization, departments and status', async () => {
    const byDepartment = await csv(
      OWNER,
      `organizationId=${PALM_COVE}&department=Lobby%20Bar&department=Pool%2FSofra&status=pending`,
    );
    const byOrganization = await csv(OWNER, `organizationId=${CYPRESS_HILLS}`);

    expect(byDepartment.headers['content-disposition']).toBe(
      'attachment; filename="bookings-palm-cove-lobby-bar-pool-sofra-pending.csv"',
    );
    expect(byOrganization.headers['content-disposition']).toBe(
      'attachment; filename="bookings-cypress-hills.csv"',
    );
  });

  it('when a department filter holds quotes, separators or another script, then the header stays one safely quoted name', async () => {
    const departments = ['x"; filename="evil.exe\\..', 'Café 東京']
      .map((name) => `department=${encodeURIComponent(name)}`)
      .join('&');

    const response = await csv(OWNER, `organizationId=${PALM_COVE}&${departments}`);

    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="bookings-palm-cove-x-filename-evil-exe-cafe-??.csv"; filename*=UTF-8''bookings-palm-cove-x-filename-evil-exe-cafe-%E6%9D%B1%E4%BA%AC.csv`,
    );
  });

  it('when a user exports without a filter, then the file is named after what they may see: their organization and department', async () => {
    const response = await csv(LOBBY_USER, '');

    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bookings-palm-cove-lobby-bar.csv"',
    );
  });

  it('when the owner exports without any filter, then the file is named for everything', async () => {
    const response = await csv(OWNER, '');

    expect(response.headers['content-disposition']).toBe('attachment; filename="bookings-all.csv"');
  });
});

describe('neutralizeFormula', () => {
  it('when a line after a line break starts with a formula character, then that line gets an apostrophe too', () => {
    expect(['a\n=1', 'a\r+1', 'a\r\n-1', '\r=1', 'a\n\t@x', 'a\nb=1'].map(neutralizeFormula)).toEqual([
      "a\n'=1",
      "a\r'+1",
      "a\r\n'-1",
      "'\r'=1",
      "a\n'\t@x",
      'a\nb=1',
    ]);
  });

  it('when a cell starts with = + - @ tab or carriage return, then it gets a leading apostrophe; other cells stay', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'Solo', '', "'quoted"].map(neutralizeFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      'Solo',
      '',
      "'quoted",
    ]);
  });
});
