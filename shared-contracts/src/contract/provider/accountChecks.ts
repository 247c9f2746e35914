import { type Role, ROLE_IDS } from '../access';
import type { Invitation, PasswordChange, PasswordFromLink } from './accounts';
import type { AuditLogFilter } from './audit';
import { type FieldErrorCode, ValidationError } from './dataErrors';

const MIN_PASSWORD = 12;
const MAX_PASSWORD = 1024;
const MAX_EMAIL = 254;
const MAX_NAME = 200;
const MAX_TOKEN = 100;
/** The longest resource or action name the log is filtered by. */
const MAX_NAME_FILTER = 40;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** A date, or an ISO date-time, in years a log can hold: what the API reads. */
const MOMENT = /^(19|2\d)\d{2}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

type Refusal = readonly [field: string, code: FieldErrorCode, message: string];

/** Refuses with every field's first error, in the order checked; nothing when every check passes. */
function refuse(refusals: readonly (Refusal | false | undefined)[]): void {
  const fields: Record<string, { code: FieldErrorCode; message: string }> = {};
  for (const refusal of refusals) if (refusal && !fields[refusal[0]]) fields[refusal[0]] = { code: refusal[1], message: refusal[2] };
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

function passwordRefusal(field: string, label: string, password: string): Refusal | undefined {
  if (typeof password !== 'string' || password === '') return [field, 'required', `${label} is required`];
  if (password.length < MIN_PASSWORD) return [field, 'too_small', `${label} must be at least ${MIN_PASSWORD} characters`];
  if (password.length > MAX_PASSWORD) return [field, 'too_big', `${label} must be at most ${MAX_PASSWORD} characters`];
  return undefined;
}

const roleRefusal = (role: unknown): Refusal | false => !ROLE_IDS.includes(role as Role) && ['role', 'invalid_value', 'Choose a role'];

/**
 * An invitation as both providers take it, its e-mail and name trimmed; ValidationError, field by field, otherwise.
 *
 * @example checkInvitation({ email: ' nia@zorvex-logistics.co.uk', name: 'Nia', role: 'finance' }).email // 'nia@zorvex-logistics.co.uk'
 */
export function checkInvitation({ email, name, role }: Invitation): Invitation {
  const trimmed = { email: String(email ?? '').trim(), name: String(name ?? '').trim(), role };
  refuse([
    trimmed.email === '' && ['email', 'required', 'E-mail is required'],
    trimmed.email.length > MAX_EMAIL && ['email', 'too_big', `E-mail must be at most ${MAX_EMAIL} characters`],
    !EMAIL.test(trimmed.email) && ['email', 'invalid_format', 'Enter an e-mail address, e.g. name@zorvex-logistics.co.uk'],
    trimmed.name === '' && ['name', 'required', 'Name is required'],
    trimmed.name.length > MAX_NAME && ['name', 'too_big', `Name must be at most ${MAX_NAME} characters`],
    roleRefusal(role),
  ]);
  return trimmed;
}

/** A role to give an account; ValidationError on `role` otherwise. */
export function checkRole(role: Role): Role {
  refuse([roleRefusal(role)]);
  return role;
}

/** A password set from a link: its token and a password of 12 to 1024 characters; ValidationError otherwise. */
export function checkPasswordFromLink({ token, password }: PasswordFromLink): PasswordFromLink {
  refuse([
    (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN) && [
      'token',
      'required',
      'This link is incomplete: open the whole link you were given',
    ],
    passwordRefusal('password', 'Password', password),
  ]);
  return { token, password };
}

/** A change of one's own password: the current one given, a new one of 12 to 1024 characters; ValidationError otherwise. */
export function checkPasswordChange({ currentPassword, newPassword }: PasswordChange): PasswordChange {
  refuse([
    (typeof currentPassword !== 'string' || currentPassword === '') && ['currentPassword', 'required', 'Current password is required'],
    passwordRefusal('newPassword', 'New password', newPassword),
  ]);
  return { currentPassword, newPassword };
}

/** A moment as an ISO date-time, or undefined when it is not one (a date is its midnight UTC, as the API reads it). */
function momentOf(text: string | undefined): string | undefined {
  if (typeof text !== 'string' || !MOMENT.test(text)) return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/**
 * The audit log's filter with `from` and `to` as ISO date-times; ValidationError on the field that is not a date, or on
 * `to` not after `from` (a range that holds nothing).
 *
 * @example checkAuditFilter({ from: '2025-08-21' }).from // '2025-08-21T00:00:00.000Z'
 */
export function checkAuditFilter(filter: AuditLogFilter): AuditLogFilter {
  const { account, resource, action, from, to } = filter;
  const start = from === undefined || from === '' ? undefined : momentOf(from);
  const end = to === undefined || to === '' ? undefined : momentOf(to);
  const nameRefusal = (field: 'resource' | 'action', value: string | undefined): Refusal | false =>
    value !== undefined &&
    (typeof value !== 'string' || value.length > MAX_NAME_FILTER) && [field, 'invalid_value', `Choose a ${field} from the list`];
  refuse([
    account !== undefined && !(Number.isInteger(account) && account > 0) && ['account', 'invalid_value', 'Choose a person from the list'],
    nameRefusal('resource', resource),
    nameRefusal('action', action),
    from !== undefined && from !== '' && start === undefined && ['from', 'invalid_format', 'From must be a date, e.g. 2025-08-21'],
    to !== undefined && to !== '' && end === undefined && ['to', 'invalid_format', 'To must be a date, e.g. 2025-08-21'],
    start !== undefined && end !== undefined && end <= start && ['to', 'too_small', 'To must be after From'],
  ]);
  return {
    ...(account === undefined ? {} : { account }),
    ...(resource === undefined || resource === '' ? {} : { resource }),
    ...(action === undefined || action === '' ? {} : { action }),
    ...(start === undefined ? {} : { from: start }),
    ...(end === undefined ? {} : { to: end }),
  };
}
