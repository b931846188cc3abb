import { string } from 'yup';
import {
  isProviderOrganization,
  VALIDATION_MESSAGES,
  registerFormSchema,
  type OrganizationSummary,
} from '@booking-portal/api/contract';

const departmentField = string().nullable().defined().default(null);

/** The provider's staff register without a department (docs/PRODUCT.md section 5, Register). */
const providerRegisterSchema = registerFormSchema.shape({ department: departmentField });

/** Anyone else needs the department their admin gave the e-mail. */
const clientRegisterSchema = registerFormSchema.shape({
  department: departmentField.test(
    'department-required',
    VALIDATION_MESSAGES.departmentRequired,
    (department) => Boolean(department),
  ),
});

/** Which register rules apply: none chosen yet, the provider's (no department) or a client's. */
export type RegisterRules = 'none' | 'provider' | 'client';

/** The rules of the chosen organization, by its kind (`organization` is undefined until it is chosen). */
export function registerRulesOf(organization: OrganizationSummary | undefined): RegisterRules {
  if (organization === undefined) return 'none';
  return isProviderOrganization(organization) ? 'provider' : 'client';
}

/**
 * The contract's register checks plus the one that depends on the chosen organization: a
 * department is required unless the organization is the provider.
 */
export function registerScreenSchemaOf(rules: RegisterRules): typeof providerRegisterSchema {
  return rules === 'provider' ? providerRegisterSchema : clientRegisterSchema;
}
