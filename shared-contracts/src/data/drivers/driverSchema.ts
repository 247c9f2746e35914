import { DRIVER_STATUSES, EMPLOYMENT_TYPES, LICENSE_CLASSES, type NewDriverInput } from 'shared-contracts/contract';

import type { EntitySchema } from '../schema/entitySchema';
import { boolean, email, isoDate, number, oneOf, phone, reference, text } from '../schema/fields';
import { DRIVER_FIELD_LABELS, DRIVER_FORM_LICENSE_CLASSES } from './driverFormFields';

const L = DRIVER_FIELD_LABELS;

/** A driver: name, e-mail, phone, licence number, employment type and licence expiry are required; e-mail and phone must read as such. */
export const driverSchema: EntitySchema<NewDriverInput> = {
  fields: () => ({
    name: text(L.name, { required: true }),
    email: email(L.email, { required: true }),
    phone: phone(L.phone, { required: true }),
    license_number: text(L.license_number, { required: true, upperCase: true }),
    employment_type: oneOf(L.employment_type, EMPLOYMENT_TYPES, { required: true }),
    license_class: oneOf(L.license_class, LICENSE_CLASSES),
    license_expiry: isoDate(L.license_expiry, { required: true }),
    hourly_rate: number(L.hourly_rate, { min: 0 }),
    is_active: boolean(L.is_active),
  }),
  stateFields: () => ({
    current_status: oneOf(L.current_status, DRIVER_STATUSES),
    location: text(L.location),
    rating: number(L.rating, { min: 0, max: 5 }),
    current_vehicle: reference(L.current_vehicle),
  }),
  defaults: { license_class: DRIVER_FORM_LICENSE_CLASSES[0].stored, hourly_rate: 0, is_active: true },
};
