// The domain entry: the business rules and formatting that areas apply alike (calendar dates, compliance, invoice
// totals, record ids, status badges, counts, currency and dates as the specification writes them, the company
// profile). Plain functions and constants over the records' types: no React, no MUI, no zod.
export { ACTIVE_VEHICLE_STATUSES, isActiveVehicle } from './activeVehicles';
export type { BadgeRule } from './badge';
export { addDays, addIsoDays, calendarDaysBetween, isIsoDate, parseIsoDate, startOfDay, toIsoDate } from './calendar';
export { COMPANY, COMPANY_ADDRESS_LINE } from './company';
export type { ComplianceAlert } from './compliance';
export { alertWeight, complianceAlertsForVehicle } from './compliance';
export { deviceName } from './deviceName';
export { formatCount } from './format/count';
export { formatCurrency, formatCurrencyCompact } from './format/currency';
export { formatDate, formatDateLong, formatDateTime, formatTime } from './format/dates';
export { invoiceStatusBadge } from './invoiceStatus';
export type { JobInvoiceSummary } from './jobInvoice';
export { invoiceInputForJob, toJobInvoiceSummary } from './jobInvoice';
export { jobStatusBadge } from './jobStatus';
export { formatInvoiceId, invoiceTotals, parseInvoiceId } from './money';
export { formatJobId, formatSequentialId, parseJobId } from './recordIds';
export { routeName } from './routeName';
export { sha256Hex } from './sha256Hex';
