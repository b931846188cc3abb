import * as yup from 'yup';
import { VALIDATION_MESSAGES } from '../../contract';

/** GET /api/user-by-email/{email}?organizationId= (the organization chosen on the register screen). */
export const userLookupQuerySchema = yup.object({
  organizationId: yup.number().integer().positive().optional(),
});

/** GET /api/user-permissions?email= */
export const userPermissionsQuerySchema = yup.object({
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(VALIDATION_MESSAGES.mustBeValidEmail)
    .email(VALIDATION_MESSAGES.mustBeValidEmail),
});
