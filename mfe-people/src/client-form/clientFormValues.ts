import { CLIENT_FORM_TYPES } from 'shared-contracts/data';
import { type Client, clientTypeLabel } from 'shared-contracts/records';

/** The client form's inputs, by the store's field names (the client schema reads them as they are). */
export type ClientFormValues = {
  company_name: string;
  client_type: string;
  website: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postcode: string;
  notes: string;
};

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  company_name: '',
  client_type: '',
  website: '',
  contact_name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postcode: '',
  notes: '',
};

/** The form filled in from a stored client. */
export function clientToFormValues(client: Client): ClientFormValues {
  return {
    company_name: client.company_name,
    client_type: client.client_type,
    website: client.website,
    contact_name: client.contact_name,
    email: client.email,
    phone: client.phone,
    address: client.address,
    city: client.city,
    postcode: client.postcode,
    notes: client.notes,
  };
}

/**
 * The client types offered: the form's eight, and the client's own type when the form does not
 * offer it (a sample client's "Media"), so editing another field keeps it.
 *
 * @example clientTypeChoices('media').at(-1) // { value: 'media', label: 'Media' }
 */
export function clientTypeChoices(current: string): Array<{ value: string; label: string }> {
  const values: string[] = [...CLIENT_FORM_TYPES];
  if (current !== '' && !values.includes(current)) values.push(current);
  return values.map((value) => ({ value, label: clientTypeLabel(value) }));
}
