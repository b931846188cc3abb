import * as yup from 'yup';
import { ORG_VALIDATION_MESSAGES as M, VALIDATION_MESSAGES } from './messages';
import { isTimeZone, TIME_ZONE_MESSAGES } from './org.constants';

const NO_ANGLE_BRACKETS = /^[^<>]*$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Levels the Add User dialog and POST /api/admin/users accept (never owner). */
const ADDABLE_PERMISSION_LEVELS = ['user', 'org_admin', 'super_admin'] as const;
export type AddablePermissionLevel = (typeof ADDABLE_PERMISSION_LEVELS)[number];

/** Levels Edit User may set (docs/PRODUCT.md section 4: user and org_admin only). */
const EDITABLE_PERMISSION_LEVELS = ['user', 'org_admin'] as const;
export type EditablePermissionLevel = (typeof EDITABLE_PERMISSION_LEVELS)[number];

/** Levels POST /api/admin/permissions accepts; 'owner' is refused with 403 by the server, not by the schema. */
export const GRANTABLE_PERMISSION_LEVELS = ['owner', 'org_admin', 'super_admin', 'user'] as const;

const organizationIdSchema = yup.number().integer().positive();

const departmentNameSchema = yup
  .string()
  .trim()
  .required(M.departmentNameRequired)
  .max(100, M.departmentNameTooLong)
  .matches(NO_ANGLE_BRACKETS, M.nameHasHtml);

const departmentColorSchema = yup
  .string()
  .trim()
  .nullable()
  .transform((value: string | null) => (value === '' ? null : value))
  .matches(HEX_COLOR, { message: M.colorInvalid, excludeEmptyString: true });

/** POST /api/departments and the Create New Department dialog (docs/PRODUCT.md section 5, Department). */
export const departmentSchema = yup.object({
  name: departmentNameSchema,
  color: departmentColorSchema,
  organizationId: organizationIdSchema.required(),
});

/** PATCH /api/departments/{id} and Edit Department. */
export const departmentUpdateSchema = yup.object({
  name: departmentNameSchema.optional().default(undefined),
  color: departmentColorSchema.optional(),
});

/** The value of GET /api/organizations/{id}/departments' `counts` that leaves the counts out. */
export const DEPARTMENT_LIST_WITHOUT_COUNTS = 'none';

/** GET /api/organizations/{id}/departments: `counts=none` for the departments without their counts. */
export const departmentListQuerySchema = yup.object({
  counts: yup.string().oneOf([DEPARTMENT_LIST_WITHOUT_COUNTS], M.departmentCountsInvalid).optional(),
});

/** DELETE /api/departments/{id}: the name of the department the bookings move to. */
export const departmentDeleteSchema = yup.object({
  migrateTo: yup.string().trim().max(100).optional(),
});

const performerNameSchema = yup
  .string()
  .trim()
  .required(M.performerNameRequired)
  .max(100, M.performerNameTooLong)
  .matches(NO_ANGLE_BRACKETS, M.nameHasHtml);

const instrumentsSchema = yup
  .array()
  .of(yup.string().trim().required(M.instrumentEmpty).min(1, M.instrumentEmpty).max(50, M.instrumentTooLong))
  .required(M.instrumentsRequired)
  .min(1, M.instrumentsRequired)
  .max(10, M.instrumentsTooMany);

const profilePictureSchema = yup
  .string()
  .trim()
  .nullable()
  .transform((value: string | null) => (value === '' ? null : value))
  .url(M.profilePictureUrl);

const bioSchema = yup
  .string()
  .nullable()
  .transform((value: string | null) => (value === '' ? null : value))
  .max(500, M.bioTooLong);

/**
 * A performer's e-mail for booking notices, by the spec's e-mail rule (User data rules): trimmed,
 * valid, at most 255, lowercased; empty means none.
 */
const performerEmailSchema = yup
  .string()
  .typeError(VALIDATION_MESSAGES.mustBeValidEmail)
  .trim()
  .lowercase()
  .nullable()
  .transform((value: string | null) => (value === '' ? null : value))
  .max(255, VALIDATION_MESSAGES.emailMax)
  .email(VALIDATION_MESSAGES.mustBeValidEmail);

const sendBookingNoticesSchema = yup.boolean().strict().typeError(M.sendBookingNoticesBoolean);

/**
 * POST /api/performers (docs/PRODUCT.md section 5, Performer). Performers belong to the provider organization:
 * an organizationId, when sent, must be the provider's; absent, the provider is meant.
 */
export const performerSchema = yup.object({
  name: performerNameSchema,
  instruments: instrumentsSchema,
  profilePicture: profilePictureSchema.default(null),
  bio: bioSchema.default(null),
  organizationId: organizationIdSchema.optional(),
  email: performerEmailSchema.default(null),
  sendBookingNotices: sendBookingNoticesSchema.default(true),
});

/** PATCH /api/performers/{id}: every field optional. */
export const performerUpdateSchema = yup.object({
  name: performerNameSchema.optional().default(undefined),
  instruments: instrumentsSchema.optional().default(undefined),
  profilePicture: profilePictureSchema.optional(),
  bio: bioSchema.optional(),
  email: performerEmailSchema.optional(),
  sendBookingNotices: sendBookingNoticesSchema.optional(),
});

/** The Add New User dialog and POST /api/admin/users (docs/PRODUCT.md section 5, Add user). */
export const addUserSchema = yup.object({
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(VALIDATION_MESSAGES.validEmail)
    .email(VALIDATION_MESSAGES.validEmail)
    .max(255, VALIDATION_MESSAGES.emailMax),
  permissionLevel: yup
    .string<AddablePermissionLevel>()
    .required(M.permissionLevelInvalid)
    .oneOf(ADDABLE_PERMISSION_LEVELS, M.permissionLevelInvalid),
  department: yup
    .string()
    .trim()
    .max(100)
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .when('permissionLevel', {
      is: 'super_admin',
      then: (schema) => schema.optional(),
      otherwise: (schema) => schema.required(VALIDATION_MESSAGES.departmentRequiredForNonSuperAdmin),
    }),
  organizationId: organizationIdSchema.required(VALIDATION_MESSAGES.organizationRequired),
});

/** Edit User and PATCH /api/users/{id}: department and a level of user or org_admin. */
export const editUserSchema = yup.object({
  department: yup
    .string()
    .trim()
    .max(100)
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .optional(),
  permissionLevel: yup
    .string<EditablePermissionLevel>()
    .oneOf(EDITABLE_PERMISSION_LEVELS, M.editablePermissionLevelInvalid)
    .optional(),
});

/** POST /api/admin/permissions. */
export const adminPermissionSchema = yup.object({
  userId: yup.number().integer().positive().required(),
  permissionLevel: yup
    .string<(typeof GRANTABLE_PERMISSION_LEVELS)[number]>()
    .required()
    .oneOf(GRANTABLE_PERMISSION_LEVELS),
  organizationId: organizationIdSchema.nullable().default(null),
});

/** PUT /api/organizations/{id}/time-zone and the Department Manager's Venue time zone select. */
export const organizationTimeZoneSchema = yup.object({
  timeZone: yup
    .string()
    .typeError(TIME_ZONE_MESSAGES.invalid)
    .trim()
    .required(TIME_ZONE_MESSAGES.invalid)
    .test('iana-time-zone', TIME_ZONE_MESSAGES.invalid, (value) => value === undefined || isTimeZone(value)),
});

export type DepartmentInput = yup.InferType<typeof departmentSchema>;
export type DepartmentUpdateInput = yup.InferType<typeof departmentUpdateSchema>;
export type PerformerInput = yup.InferType<typeof performerSchema>;
export type PerformerUpdateInput = yup.InferType<typeof performerUpdateSchema>;
export type AddUserInput = yup.InferType<typeof addUserSchema>;
export type EditUserInput = yup.InferType<typeof editUserSchema>;
export type AdminPermissionInput = yup.InferType<typeof adminPermissionSchema>;
