import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';

/** Login form and POST /api/auth/login (SPEC.md section 5, Login). */
export const loginSchema = yup.object({
  email: yup.string().trim().lowercase().required(M.validEmail).email(M.validEmail).max(255, M.emailMax),
  password: yup.string().required(M.loginPasswordMin).min(8, M.loginPasswordMin),
});

/** The register screen's own checks (SPEC.md section 5, Register). */
export const registerFormSchema = yup.object({
  organizationId: yup
    .number()
    .typeError(M.organizationRequired)
    .required(M.organizationRequired)
    .positive(M.organizationRequired),
  email: yup.string().trim().lowercase().required(M.validEmail).email(M.validEmail),
  password: yup.string().required(M.registerPasswordMin).min(6, M.registerPasswordMin),
  confirmPassword: yup
    .string()
    .required(M.registerPasswordMin)
    .min(6, M.registerPasswordMin)
    .oneOf([yup.ref('password')], M.passwordsDoNotMatch),
  department: yup.string().nullable().defined().default(null),
});

/** The server's password rule (SPEC.md User data rules; DESIGN.md section 7 enforces it at registration). */
export const passwordSchema = yup
  .string()
  .required(M.passwordMin)
  .min(8, M.passwordMin)
  .max(128, M.passwordMax)
  .matches(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, M.passwordStrength);

/** POST /api/auth/register. */
export const registerRequestSchema = yup.object({
  organizationId: yup
    .number()
    .typeError(M.organizationRequired)
    .required(M.organizationRequired)
    .integer(M.organizationRequired)
    .positive(M.organizationRequired),
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(M.mustBeValidEmail)
    .email(M.mustBeValidEmail)
    .max(255, M.emailMax),
  password: passwordSchema,
  department: yup
    .string()
    .trim()
    .max(100)
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value)),
});
