import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { passwordSchema } from './auth.schema';

/** User data rules of SPEC.md section 5. */
export const userSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required(M.usernameMin)
    .min(3, M.usernameMin)
    .max(50, M.usernameMax)
    .matches(/^[A-Za-z0-9_-]+$/, M.usernameChars),
  password: passwordSchema,
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(M.mustBeValidEmail)
    .email(M.mustBeValidEmail)
    .max(255, M.emailMax),
  department: yup
    .string()
    .trim()
    .max(100)
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value)),
  organizationId: yup.number().integer().positive().nullable(),
});
