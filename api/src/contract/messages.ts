/** Texts of docs/PRODUCT.md sections 5 and 8 and docs/ARCHITECTURE.md section 4, quoted exactly. */
export const AUTH_MESSAGES = {
  noAccount: 'No account found with this email address.',
  incorrectPassword: 'Incorrect password.',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  disabled: 'This account has been disabled.',
  locked: 'Account temporarily locked due to multiple failed attempts.',
  loginFailed: 'Failed to log in',
  alreadyRegistered: 'This email is already registered. Please try logging in instead.',
  emailNotFound: 'Email not found in our system. Please contact your administrator.',
  registrationFailed: 'An error occurred during registration. Please try again.',
  storeUserFailed: 'Failed to store user in database',
  notSignedIn: 'Authentication required',
  forbidden: 'You do not have permission to perform this action',
  foreignOrigin: 'Cross-origin request refused',
  notFound: 'Not found',
  rateLimited: 'Too many requests. Please try again later.',
  serviceUnavailable: 'Service temporarily unavailable',
  internal: 'Internal server error',
  invalidJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body too large',
  unsupportedMediaType: 'Content-Type must be application/json',
  invalidRequest: 'Invalid request',
  conflict: 'The request conflicts with existing data',
} as const;

/**
 * What the API answers when input breaks the limits every request is held to before validation
 * (docs/CONFIGURATION.md, "Security limits"): each names the field, as yup's own messages do.
 */
export const INPUT_LIMIT_MESSAGES = {
  nestedTooDeep: (field: string, levels: number) => `${field} is nested more than ${levels} levels deep`,
  textTooLong: (field: string, characters: number) => `${field} must be at most ${characters} characters`,
  nulCharacter: (field: string) => `${field} cannot contain NUL characters`,
  integerTooLarge: (field: string, largest: number) => `${field} must be less than or equal to ${largest}`,
  unsupportedContentEncoding: (encoding: string, supported: readonly string[]) =>
    `Content-Encoding '${encoding}' is not supported: send the JSON body as one of ${supported.join(', ')}`,
} as const;

/** The largest value of a PostgreSQL integer column (every id): a larger number names no row. */
export const LARGEST_STORED_INTEGER = 2_147_483_647;

export const VALIDATION_MESSAGES = {
  validEmail: 'Please enter a valid email address',
  loginPasswordMin: 'Password must be at least 8 characters',
  organizationRequired: 'Organization is required',
  registerPasswordMin: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  departmentRequired: 'Department is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be less than 50 characters',
  usernameChars: 'Username can only contain letters, numbers, underscores, and hyphens',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be less than 128 characters',
  passwordStrength:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  mustBeValidEmail: 'Must be a valid email address',
  emailMax: 'Email must be less than 255 characters',
  departmentRequiredForNonSuperAdmin: 'Department is required for non-super admin users',
} as const;

/** Validation texts of docs/PRODUCT.md section 5 for departments, performers and the Add User dialog. */
export const ORG_VALIDATION_MESSAGES = {
  departmentNameRequired: 'Department name is required',
  departmentNameTooLong: 'Department name must be less than 100 characters',
  nameHasHtml: 'Name cannot contain HTML tags',
  colorInvalid: 'Color must be a valid hex color',
  departmentCountsInvalid: "Counts can only be 'none', or left out for the list with its counts",
  performerNameRequired: 'Performer name is required',
  performerNameTooLong: 'Performer name must be less than 100 characters',
  instrumentsRequired: 'At least one instrument is required',
  instrumentsTooMany: 'Cannot have more than 10 instruments',
  instrumentEmpty: 'Instrument name cannot be empty',
  instrumentTooLong: 'Instrument name must be less than 50 characters',
  profilePictureUrl: 'Profile picture must be a valid URL',
  bioTooLong: 'Bio must be less than 500 characters',
  sendBookingNoticesBoolean: 'Send booking notices must be true or false',
  permissionLevelInvalid: 'Permission level must be one of user, org_admin, super_admin',
  editablePermissionLevelInvalid: 'Permission level must be user or org_admin',
} as const;

/** Dialog, toast and error texts of docs/PRODUCT.md sections 2, 5 and 8 for users, departments and performers. */
export const ORG_MESSAGES = {
  cannotDeleteOwnerTitle: 'Cannot Delete Owner',
  cannotDeleteOwner: 'Owner accounts cannot be deleted to maintain system security.',
  cannotDeleteSelfTitle: 'Cannot Delete Own Account',
  cannotDeleteSelf: 'You cannot delete your own account. Please contact another administrator.',
  cannotChangeOwnLevel: 'You cannot change your own permission level',
  deleteUserConfirm: 'Are you sure you want to delete this user? This action cannot be undone.',
  userEmailTaken: 'A user with this email already exists',
  departmentNotInOrganization: "Department must be one of the organization's departments",
  superAdminProviderOnly: 'Super admins can only be added to the provider organization',
  providerUserLevelFixed: "The provider organization's users are always super admins",
  ownerNotGrantable: 'The owner permission cannot be granted or revoked',
  permissionExists: 'This permission has already been granted',
  orgAdminOwnOrganizationOnly: "An org admin permission can only be for the user's own organization",
  departmentNameTaken: 'A department with this name already exists',
  migrationRequiredTitle: 'Migration Required',
  migrationTargetInvalid: 'Select another department of the same organization to migrate the bookings to',
  performerOrganization: 'Performers belong to the provider organization',
  performerFormIncomplete: 'Please enter performer name and select at least one instrument',
  noUsers: 'No users found for this organization',
  usersDenied: 'This page is only accessible to administrators.',
  noDepartments: 'No departments found. Click "Add Department" to create the first one.',
  selectOrganizationForDepartments: 'Please select an organization to manage its departments.',
  departmentsDenied: 'You need admin privileges to access this page.',
  noPerformers: 'No performers found. Add some performers to get started.',
  selectOrganizationForPerformers: 'Please select an organization to manage performers.',
  performersDenied: 'Access denied. This page is only available to super admins and owners.',
  userAdded: 'User has been added successfully.',
  userUpdated: 'User updated successfully!',
  userDeleted: 'User deleted successfully!',
  updateUserFailed: 'Failed to update user. Please try again.',
  deleteUserFailed: 'Failed to delete user. Please try again.',
  addUserFailed: 'Failed to add user',
  updatePermissionsFailed: 'Failed to update user permissions.',
  departmentCreated: 'Department created successfully!',
  departmentUpdated: 'Department updated successfully!',
  departmentDeleted: 'Department deleted successfully!',
  createDepartmentFailed: 'Failed to create department',
  updateDepartmentFailed: 'Failed to update department',
  deleteDepartmentFailed: 'Failed to delete department',
  fetchDepartmentsFailed: 'Failed to fetch departments',
  performerAdded: 'Performer added successfully',
  performerUpdated: 'Performer updated successfully',
  performerDeleted: 'Performer deleted successfully',
  addPerformerFailed: 'Failed to add performer',
  updatePerformerFailed: 'Failed to update performer',
  deletePerformerFailed: 'Failed to delete performer',
  fetchPerformersFailed: 'Failed to fetch performers',
} as const;

/** 'This department has N existing bookings. Please select a department to migrate them to.' */
export function migrationRequiredMessage(bookingCount: number): string {
  return `This department has ${bookingCount} existing bookings. Please select a department to migrate them to.`;
}

/** 'Department deleted and N bookings migrated to "X"' */
export function departmentMigratedMessage(bookingCount: number, departmentName: string): string {
  return `Department deleted and ${bookingCount} bookings migrated to "${departmentName}"`;
}

/** Texts of the account links sent by mail (invitations, registration links, password resets). */
export const ACCOUNT_LINK_MESSAGES = {
  linkInvalid: 'This link is invalid or has expired.',
  tokenRequired: 'Token is required',
  tokenTooLong: 'Token must be at most 200 characters',
  onlyPendingInvited: 'This user has already registered.',
  disabledNotInvited: 'A disabled account cannot be invited. Enable it first.',
  cannotDisableOwner: 'Owner accounts cannot be disabled.',
  cannotDisableSelf: 'You cannot disable your own account.',
  /** The registration link's page asks for the password chosen on the register form. */
  registrationPasswordRequired: 'Password is required',
  registrationPasswordMismatch:
    'This is not the password chosen when registering. Register again to choose a new one.',
  registrationTriesUsedUp:
    'This is not the password chosen when registering, and this link no longer works after 5 wrong passwords. Register again to get a new link.',
} as const;

/** 'We sent a link to {email}. Open it to finish creating your account.' (202 of POST /api/auth/register) */
export function registrationLinkSentMessage(email: string): string {
  return `We sent a link to ${email}. Open it to finish creating your account.`;
}

/** The same answer whether or not the address has an account (202 of the reset request). */
export function passwordResetRequestedMessage(email: string): string {
  return `If an account exists for ${email}, we sent a link to reset its password.`;
}
