import { ORG_MESSAGES } from '../../contract';
import { ValidationError, violatedConstraintOf } from '../../platform/errors';

/**
 * The foreign key from a user to one of its organization's departments (org's migration
 * `20250601001900_org_department_references`, the modules README's "Department references").
 */
const USER_DEPARTMENT_REFERENCE = 'users_department_reference';

/** A user's department must be one of its organization's, named on the field. */
export function departmentNotInOrganization(): ValidationError {
  return new ValidationError([{ path: 'department', message: ORG_MESSAGES.departmentNotInOrganization }]);
}

/**
 * A user write refused by that key (its department was deleted or renamed after the service's
 * check, or was never the organization's) answers the check's own 400 on `department`, not the
 * generic 409 of a constraint; any other failure goes on as it was.
 */
export function refuseMissingDepartment(error: unknown): never {
  if (violatedConstraintOf(error) === USER_DEPARTMENT_REFERENCE) throw departmentNotInOrganization();
  throw error;
}
