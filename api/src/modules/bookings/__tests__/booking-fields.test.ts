import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';
import { BOOKING_FIELD_TYPES } from '../bookings.repository';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const testDatabase = provideTestDatabase();

/** How PostgreSQL names the type each SQL cast of the repository stands for. */
const STORED_TYPE_OF = { text: 'text', date: 'date', int: 'int4' } as const;

/*
 * The repository writes and reads a booking's fields by their names, as columns of `bookings`, cast as the one
 * map says: that map is only right while each field is a column of that name and type.
 */
describe('the one list of a booking fields', () => {
  it('when the bookings table is read, then each field is a column of the same name and of the type it is cast to', async () => {
    const { knex } = testDatabase().database;
    const columns: { columnName: string; udtName: string }[] = await knex('information_schema.columns')
      .select('column_name', 'udt_name')
      .where({ table_schema: 'public', table_name: 'bookings' });
    const storedTypes = new Map(columns.map(({ columnName, udtName }) => [columnName, udtName]));
    const expected = Object.entries(BOOKING_FIELD_TYPES).map(([field, type]) => [
      field,
      STORED_TYPE_OF[type],
    ]);
    expect(expected.map(([field]) => [field, storedTypes.get(field ?? '')])).toEqual(expected);
  });
});
