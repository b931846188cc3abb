import { loginSchema } from '@booking-portal/api/contract';

/** The e-mail rule of the sign-in screen the person came from (docs/PRODUCT.md section 5, Login). */
export const forgotPasswordFormSchema = loginSchema.pick(['email']);
