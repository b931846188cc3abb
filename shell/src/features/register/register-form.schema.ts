import { string } from 'yup';
import {
  PROVIDER_ORGANIZATION_ID,
  VALIDATION_MESSAGES,
  registerFormSchema,
} from '@booking-portal/api/contract';

/**
 * The contract's register checks plus the one that depends on the chosen organization: a
 * department is required unless the organization is the provider (docs/PRODUCT.md section 5, Register).
 */
export const registerScreenSchema = registerFormSchema.shape({
  department: string()
    .nullable()
    .defined()
    .default(null)
    .when('organizationId', {
      is: (organizationId: unknown) => organizationId !== PROVIDER_ORGANIZATION_ID,
      then: (schema) => schema.required(VALIDATION_MESSAGES.departmentRequired),
    }),
});

/** Which register rules apply: none chosen yet, the provider's (no department) or a client's. */
export type OrganizationKind = 'none' | 'provider' | 'client';

export function organizationKindOf(organizationId: number | null): OrganizationKind {
  if (organizationId === null) return 'none';
  return organizationId === PROVIDER_ORGANIZATION_ID ? 'provider' : 'client';
}
