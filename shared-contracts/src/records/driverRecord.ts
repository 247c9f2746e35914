import { boolean, choice, date, email, number, phone, recordKind, reference, text } from './recordKind';
import { DRIVER_STATUSES, EMPLOYMENT_TYPES, LICENSE_CLASSES } from './vocabulary/driver';

/** A driver: name, e-mail, phone, licence number, employment type and licence expiry are required; e-mail and phone must read as such. */
export const DRIVER_RECORD = recordKind(
  'drivers',
  {
    /** DRV-nnn */
    id: text('Driver ID'),
    /** Payroll number, distinct from the record id. */
    driver_id: text('Payroll Number'),
    name: text('Full Name', { input: true, required: true, sort: true, csv: 'Name' }),
    email: email('Email', { input: true, required: true, csv: true }),
    phone: phone('Phone', { input: true, required: true, sort: true, csv: true }),
    license_number: text('License Number', { input: true, required: true, upperCase: true, sort: true, csv: true }),
    employment_type: choice('Employment Type', EMPLOYMENT_TYPES, { input: true, required: true, sort: true, csv: 'Employment' }),
    // The add-driver form's first licence class (Class C).
    license_class: choice('License Class', LICENSE_CLASSES, { input: true, default: 'C', csv: true }),
    /** yyyy-mm-dd, or '' when not recorded */
    license_expiry: date('License Expiry', { input: true, required: true, csv: true }),
    hourly_rate: number('Hourly Rate (£)', { input: true, min: 0, default: 0 }),
    is_active: boolean('Active', { input: true, default: true }),
    current_status: choice('Status', DRIVER_STATUSES, { input: 'update', sort: true, csv: 'Status' }),
    location: text('Location', { input: 'update' }),
    /** 0 to 5 */
    rating: number('Rating', { input: 'update', min: 0, max: 5, sort: true, csv: true }),
    /** Vehicle id, kept in step with the vehicle's driver_assigned. */
    current_vehicle: reference('Vehicle', { input: 'update', nullable: true }),
    jobs_completed: number('Jobs Completed', { sort: true, csv: 'Jobs' }),
    /** yyyy-mm-dd */
    date_joined: date('Date Joined'),
  },
  { search: ['name', 'email', 'license_number'] },
);
