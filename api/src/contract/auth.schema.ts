import * as yup from 'yup';
import { ACCOUNT_LINK_MESSAGES, VALIDATION_MESSAGES as M } from './messages';

/** Login form and POST /api/auth/login (docs/PRODUCT.md section 5, Login). */
export const loginSchema = yup.object({
  email: yup.string().trim().lowercase().required(M.validEmail).email(M.validEmail).max(255, M.emailMax),
  password: yup.string().required(M.loginPasswordMin).min(8, M.loginPasswordMin),
});

/** The register screen's own checks (docs/PRODUCT.md section 5, Register). */
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

const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

export interface PasswordRequirement {
  label: string;
  isMetBy: (password: string) => boolean;
}

/**
 * The server's password rule, one requirement at a time: the register screen lists them all before
 * the first submit and checks each as the user types (passwordSchema holds the same rule).
 */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  {
    label: `At least ${PASSWORD_LENGTH.min} characters`,
    isMetBy: (password) => password.length >= PASSWORD_LENGTH.min,
  },
  {
    label: `At most ${PASSWORD_LENGTH.max} characters`,
    isMetBy: (password) => password.length <= PASSWORD_LENGTH.max,
  },
  { label: 'One uppercase letter', isMetBy: (password) => /[A-Z]/.test(password) },
  { label: 'One lowercase letter', isMetBy: (password) => /[a-z]/.test(password) },
  { label: 'One number', isMetBy: (password) => /\d/.test(password) },
];

/** The server's password rule (docs/PRODUCT.md User data rules; docs/ARCHITECTURE.md section 7 enforces it at registration). */
export const passwordSchema = yup
  .string()
  .required(M.passwordMin)
  .min(PASSWORD_LENGTH.min, M.passwordMin)
  .max(PASSWORD_LENGTH.max, M.passwordMax)
  .matches(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, M.passwordStrength);

/** The e-mail of an account someone registers or resets: the spec's e-mail rule, compared lowercased. */
const accountEmail = yup
  .string()
  .trim()
  .lowercase()
  .required(M.mustBeValidEmail)
  .email(M.mustBeValidEmail)
  .max(255, M.emailMax);

/** POST /api/auth/register. */
export const registerRequestSchema = yup.object({
  organizationId: yup
    .number()
    .typeError(M.organizationRequired)
    .required(M.organizationRequired)
    .integer(M.organizationRequired)
    .positive(M.organizationRequired),
  email: accountEmail,
  password: passwordSchema,
  department: yup
    .string()
    .trim()
    .max(100)
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value)),
});

/** The token of a mailed account link (from the page's fragment). An unknown one is 404, not 400. */
const accountLinkToken = yup
  .string()
  .trim()
  .required(ACCOUNT_LINK_MESSAGES.tokenRequired)
  .max(200, ACCOUNT_LINK_MESSAGES.tokenTooLong);

/** POST /api/auth/account-link. */
export const accountLinkTokenSchema = yup.object({ token: accountLinkToken });

/**
 * POST /api/auth/register/confirm: the password chosen on the register form, checked against the one
 * kept with the link (not the User rules again: a wrong one is a mismatch, not a weak password).
 */
export const registrationConfirmSchema = yup.object({
  token: accountLinkToken,
  password: yup
    .string()
    .required(ACCOUNT_LINK_MESSAGES.registrationPasswordRequired)
    .max(PASSWORD_LENGTH.max, M.passwordMax),
});

/** POST /api/auth/invitation/accept and POST /api/auth/password-reset/complete: the User password rule. */
export const accountLinkPasswordSchema = yup.object({ token: accountLinkToken, password: passwordSchema });

/** POST /api/auth/password-reset/request. */
export const passwordResetRequestSchema = yup.object({
  email: accountEmail,
});
