import { object, ref, string } from 'yup';
import { VALIDATION_MESSAGES, passwordSchema } from '@booking-portal/api/contract';

/**
 * A password chosen through an e-mailed link (invitation, password reset): the User rules the server
 * holds it to (docs/PRODUCT.md section 5), typed twice.
 */
export const newPasswordFormSchema = object({
  password: passwordSchema,
  confirmPassword: string()
    .required(VALIDATION_MESSAGES.passwordsDoNotMatch)
    .oneOf([ref('password')], VALIDATION_MESSAGES.passwordsDoNotMatch),
});

export type NewPasswordField = 'password' | 'confirmPassword';
