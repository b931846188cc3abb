import { PASSWORD_REQUIREMENTS, passwordSchema } from '@booking-portal/api/contract';

/** Passwords on each side of every requirement of the server's rule. */
const SAMPLES = [
  '',
  'Portal1',
  'Portal-demo-1',
  'portal-demo-1',
  'PORTAL-DEMO-1',
  'Portal-demo',
  `Aa1${'x'.repeat(125)}`,
  `Aa1${'x'.repeat(126)}`,
  'Ünïcode-Pässwort9',
];

describe('the password rule the register screen lists', () => {
  it.each(SAMPLES)(
    'when the password is %j, then all requirements are met exactly when the server accepts it',
    (password) => {
      const listedAsMet = PASSWORD_REQUIREMENTS.every((requirement) => requirement.isMetBy(password));

      expect(listedAsMet).toBe(passwordSchema.isValidSync(password));
    },
  );
});
