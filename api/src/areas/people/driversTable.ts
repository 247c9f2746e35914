import { type ResourceTable, stored } from '../../records/resourceTable';

export const driversTable: ResourceTable<'drivers'> = {
  resource: 'drivers',
  table: 'drivers',
  fields: {
    id: stored('text'),
    driver_id: stored('text'),
    name: stored('text'),
    email: stored('text'),
    phone: stored('text'),
    license_number: stored('text'),
    license_class: stored('text'),
    license_expiry: stored('text'),
    employment_type: stored('text'),
    is_active: stored('boolean'),
    hourly_rate: stored('number'),
    jobs_completed: stored('number'),
    rating: stored('number'),
    date_joined: stored('text'),
    current_vehicle: stored('text'),
    current_status: stored('text'),
    location: stored('text'),
  },
};
