import {
  ALL_CLIENT_TYPES,
  CLIENT_STATUSES,
  DEFAULT_CLIENT_CREDIT_LIMIT,
  DEFAULT_CLIENT_PAYMENT_TERMS,
  type NewClientInput,
  PAYMENT_TERMS,
} from 'shared-contracts/contract';

import type { EntitySchema } from '../schema/entitySchema';
import { email, number, oneOf, phone, text, webAddress } from '../schema/fields';
import { CLIENT_FIELD_LABELS } from './clientFormFields';

const L = CLIENT_FIELD_LABELS;

/** A client: company, client type, contact, e-mail and phone are required; e-mail, phone and website must read as such. */
export const clientSchema: EntitySchema<NewClientInput> = {
  fields: () => ({
    company_name: text(L.company_name, { required: true }),
    client_type: oneOf(L.client_type, ALL_CLIENT_TYPES, { required: true }),
    contact_name: text(L.contact_name, { required: true }),
    email: email(L.email, { required: true }),
    phone: phone(L.phone, { required: true }),
    website: webAddress(L.website),
    address: text(L.address),
    city: text(L.city),
    postcode: text(L.postcode, { upperCase: true }),
    notes: text(L.notes),
    contact_title: text(L.contact_title),
    mobile: phone(L.mobile),
    payment_terms: oneOf(L.payment_terms, PAYMENT_TERMS),
    credit_limit: number(L.credit_limit, { min: 0 }),
  }),
  stateFields: () => ({ status: oneOf(L.status, CLIENT_STATUSES) }),
  defaults: {
    website: '',
    address: '',
    city: '',
    postcode: '',
    notes: '',
    contact_title: '',
    mobile: '',
    payment_terms: DEFAULT_CLIENT_PAYMENT_TERMS,
    credit_limit: DEFAULT_CLIENT_CREDIT_LIMIT,
  },
};
