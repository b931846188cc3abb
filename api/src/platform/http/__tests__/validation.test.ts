import querystring from 'node:querystring';
import * as yup from 'yup';
import { toErrorResponse } from '../../errors';
import { parseInput } from '../validation';

const schema = yup.object({
  name: yup.string().trim().required(),
  email: yup.string().trim().lowercase().optional(),
  count: yup.number().integer().optional(),
  items: yup
    .array()
    .of(yup.object({ label: yup.string().trim().required() }))
    .optional(),
});

async function statusOf(input: unknown): Promise<number> {
  try {
    await parseInput(schema, input);
    return 200;
  } catch (error) {
    return toErrorResponse(error).status;
  }
}

describe('parseInput against hostile input (found by the API fuzzing)', () => {
  it.each(['constructor', 'hasOwnProperty', 'toString', '__proto__', 'valueOf'])(
    'when a body or query carries the key %s, then it is dropped like any unknown key',
    async (key) => {
      const fromJson: unknown = JSON.parse(
        `{"name":" Ada ",${JSON.stringify(key)}:{"prototype":{"polluted":1}}}`,
      );
      await expect(parseInput(schema, fromJson)).resolves.toEqual({ name: 'Ada' });
      await expect(parseInput(schema, querystring.parse(`name=Ada&${key}=x`))).resolves.toEqual({
        name: 'Ada',
      });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('when a nested object carries a prototype-named key, then it is dropped too', async () => {
    const input: unknown = JSON.parse('{"name":"Ada","items":[{"label":"x","constructor":1}]}');
    await expect(parseInput(schema, input)).resolves.toEqual({ name: 'Ada', items: [{ label: 'x' }] });
  });

  it.each([[[]], [['Ada']], [{}], [{ first: 'Ada' }]])(
    'when a trimmed string field gets %j, then it is a 400 type error, not a TypeError',
    async (value) => {
      expect(await statusOf({ name: value })).toBe(400);
      expect(await statusOf({ name: 'Ada', email: value })).toBe(400);
      expect(await statusOf({ name: 'Ada', items: [{ label: value }] })).toBe(400);
    },
  );

  it('when the input is valid, then unknown keys are stripped and values cast as before', async () => {
    await expect(
      parseInput(schema, { name: ' Ada ', email: ' A@B.TEST ', count: '3', role: 'owner' }),
    ).resolves.toEqual({ name: 'Ada', email: 'a@b.test', count: 3 });
    expect(await statusOf({ name: '' })).toBe(400);
  });
});
