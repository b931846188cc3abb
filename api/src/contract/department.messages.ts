import { departmentMigratedMessage, migrationRequiredMessage, ORG_MESSAGES } from './messages';
import type { DepartmentDeletedDto } from './org.dto';

/**
 * Texts of a department delete beyond docs/PRODUCT.md's: a department's users move with its bookings, so
 * they count toward the target the delete requires. Where only bookings are involved the texts are
 * the spec's own, unchanged.
 */
export const DEPARTMENT_MESSAGES = {
  migrationTargetGone: 'The department to migrate to no longer exists. Please select another department.',
} as const;

/** '1 user', '3 users'. */
export function userCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'user' : 'users'}`;
}

/**
 * Why a delete without a target is refused: the spec's 'This department has N existing bookings.
 * Please select a department to migrate them to.', followed by its users when it has some too.
 */
export function departmentMigrationRequiredMessage(bookingCount: number, userCount: number): string {
  if (bookingCount === 0)
    return `This department has ${userCountLabel(userCount)}. Please select a department to move them to.`;
  const spec = migrationRequiredMessage(bookingCount);
  if (userCount === 0) return spec;
  return `${spec} ${userCount === 1 ? 'Its 1 user moves' : `Its ${userCount} users move`} with them.`;
}

/**
 * The toast of a delete: the spec's 'Department deleted and N bookings migrated to "X"' or
 * 'Department deleted successfully!', with the users that moved to the same department.
 */
export function departmentDeletedMessage({
  migratedBookings,
  migratedUsers,
  migratedTo,
}: DepartmentDeletedDto): string {
  if (migratedTo === null || (migratedBookings === 0 && migratedUsers === 0))
    return ORG_MESSAGES.departmentDeleted;
  const users = `${userCountLabel(migratedUsers)} moved`;
  if (migratedBookings === 0) return `Department deleted and ${users} to "${migratedTo}"`;
  const spec = departmentMigratedMessage(migratedBookings, migratedTo);
  return migratedUsers === 0 ? spec : `${spec}; ${users} there too`;
}
