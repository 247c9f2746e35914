// The contract entry: what two containers must agree on and nothing else. The area table and the routes, what the
// shell draws for every area (sidebar, palette, quick actions), widgets, the versions, the live page's failure event,
// toast requests, the roles and what each may do (one table, `can`; what a page needs, `accessOfPath`), and the data-provider contract (DataProvider, its
// params and answers, typed errors, the resources and what each reads, creates and changes; staff accounts, one's own
// account and the audit log, with the checks every provider makes of their input). The records and their
// vocabulary are the records entry's; the rules and formatting areas apply alike, the domain entry's. No React, no MUI.

export type { AccessResource, Action, Role } from './access';
export { ACTIONS, can, ROLE_IDS, ROLES } from './access';
export type { AreaId, PathOwner } from './areas';
export { areas, ownerOfPath } from './areas';
export { LIVE_PAGE_FAILED_EVENT } from './livePage';
export type { ToastMessage } from './notifications';
export { onToast, showToast } from './notifications';
export { accessOfPath } from './pageAccess';
export { checkAuditFilter, checkInvitation, checkPasswordChange, checkPasswordFromLink, checkRole } from './provider/accountChecks';
export type { Invitation, OwnSession, PasswordChange, PasswordFromLink, PasswordLink, StaffAccount } from './provider/accounts';
export type { AuditEntry, AuditLogFilter, AuditLogParams, AuditPage } from './provider/audit';
export type { FieldErrorCode, FieldErrors } from './provider/dataErrors';
export {
  ConflictError,
  ForbiddenError,
  isDataError,
  NotFoundError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
} from './provider/dataErrors';
export type {
  AggregateGroup,
  AggregateParams,
  ChangedRecord,
  DataEvent,
  DataProvider,
  Filter,
  FilterValue,
  GetListParams,
  GetListResult,
  SortOrder,
  UpdateParams,
  WriteResult,
} from './provider/dataProvider';
export type { LoadStatus } from './provider/loadStatus';
export type { PositionFix, RoutePoint, VehiclePosition, VehicleRouteParams } from './provider/positions';
export type { ClientRecord, NewOf, PatchOf, RecordOf, Resource, VehicleRecord } from './provider/resources';
export { MAX_PER_PAGE, RESOURCES } from './provider/resources';
export type { Session } from './provider/session';
export { routes } from './routes';
export type { PaletteCommand, SidebarBadgeKey, SidebarItem } from './shell';
export { paletteNavigation, quickActions, sidebarItems } from './shell';
export { CONTRACT_ENTRY_VERSIONS, CONTRACT_VERSION } from './version';
export type { WidgetContract, WidgetId, WidgetProps } from './widgets';
export { widgets } from './widgets';
export { writeActions } from './writeActions';
