import {
  API_TEST_TIMEOUT_MS,
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../../../test-support/test-database';
import { createAvailabilityProblemRepository } from '../availability-problems.repository';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * The overlap lookups on real tables: a performer's period is absolute (written in the provider's
 * zone), a closure is the venue's wall clock, and both end excluded.
 */
describe('availability problem lookups', () => {
  let testDatabase: TestDatabase;
  const problems = createAvailabilityProblemRepository();
  let providerId: number;
  let clientId: number;
  let performerId: number;
  let otherPerformerId: number;
  let ballroomId: number;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const { knex } = testDatabase.database;
    [{ id: providerId }] = await knex('organizations')
      .insert({ name: 'Provider', slug: 'provider-x', kind: 'provider', time_zone: 'America/New_York' })
      .returning('id');
    [{ id: clientId }] = await knex('organizations')
      .insert({ name: 'Resort', slug: 'resort-x', time_zone: 'America/Los_Angeles' })
      .returning('id');
    [{ id: ballroomId }] = await knex('departments')
      .insert({ name: 'Ballroom', organization_id: clientId })
      .returning('id');
    await knex('departments').insert({ name: 'Lobby', organization_id: clientId });
    [{ id: performerId }, { id: otherPerformerId }] = await knex('performers')
      .insert([
        { name: 'Ana', instruments: ['Violin'], organization_id: providerId },
        { name: 'Ben', instruments: ['Cello'], organization_id: providerId },
      ])
      .returning('id');
    // 18:00 to 22:00 in New York is 15:00 to 19:00 in Los Angeles.
    await knex('performer_unavailability').insert({
      performer_id: performerId,
      starts_at: '2030-03-05T18:00:00-05:00',
      ends_at: '2030-03-05T22:00:00-05:00',
      reason: 'Rehearsal',
    });
    await knex('venue_closures').insert([
      {
        organization_id: clientId,
        department_id: ballroomId,
        starts_at: '2030-03-06 00:00',
        ends_at: '2030-03-07 00:00',
        reason: 'Renovation',
      },
      {
        organization_id: clientId,
        department_id: null,
        starts_at: '2030-03-08 12:00',
        ends_at: '2030-03-08 14:00',
        reason: 'Private event',
      },
    ]);
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await testDatabase.destroy();
  }, DATABASE_HOOK_TIMEOUT_MS);

  it("reads the venue's slot in the venue's zone against a period written in the provider's", async () => {
    const { knex } = testDatabase.database;
    const atSix = await problems.unavailableDuring(knex, clientId, null, {
      dates: ['2030-03-04', '2030-03-05'],
      time: '18:00',
      duration: 60,
    });
    expect(atSix.map((hit) => [hit.slotDate, hit.period.performerId])).toEqual([['2030-03-05', performerId]]);
    expect(atSix[0]?.period).toMatchObject({
      startDate: '2030-03-05',
      startTime: '18:00',
      endDate: '2030-03-05',
      endTime: '22:00',
      reason: 'Rehearsal',
      timeZone: 'America/New_York',
    });
    // 19:00 in Los Angeles is 22:00 in New York: the period has ended (its end is excluded).
    const atSeven = await problems.unavailableDuring(knex, clientId, [performerId, otherPerformerId], {
      dates: ['2030-03-05'],
      time: '19:00',
      duration: 60,
    });
    expect(atSeven).toEqual([]);
    const others = await problems.unavailableDuring(knex, clientId, [otherPerformerId], {
      dates: ['2030-03-05'],
      time: '16:00',
      duration: 60,
    });
    expect(others).toEqual([]);
  });

  it("finds a department's closure by its name, and the whole organization's for every department", async () => {
    const { knex } = testDatabase.database;
    const slot = { dates: ['2030-03-06', '2030-03-08'], time: '13:00', duration: 30 };
    const ballroom = await problems.closedDuring(knex, clientId, 'Ballroom', slot);
    expect(ballroom.map((hit) => [hit.slotDate, hit.closure.reason])).toEqual([
      ['2030-03-06', 'Renovation'],
      ['2030-03-08', 'Private event'],
    ]);
    expect(ballroom[0]?.closure).toMatchObject({
      departmentId: ballroomId,
      department: 'Ballroom',
      startDate: '2030-03-06',
      startTime: '00:00',
      endDate: '2030-03-07',
      endTime: '00:00',
      timeZone: 'America/Los_Angeles',
    });
    const lobby = await problems.closedDuring(knex, clientId, 'Lobby', slot);
    expect(lobby.map((hit) => hit.closure.reason)).toEqual(['Private event']);
    const noDepartment = await problems.closedDuring(knex, clientId, null, slot);
    expect(noDepartment.map((hit) => hit.closure.reason)).toEqual(['Private event']);
    const afterTwo = await problems.closedDuring(knex, clientId, 'Lobby', { ...slot, time: '14:00' });
    expect(afterTwo.filter((hit) => hit.slotDate === '2030-03-08')).toEqual([]);
  });
});
