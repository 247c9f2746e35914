import {
  clientTypeLabel,
  CLIENT_STATUSES,
  DEFAULT_CLIENT_CREDIT_LIMIT,
  DEFAULT_CLIENT_PAYMENT_TERMS,
  isClientType,
  PAYMENT_TERMS,
  type Client,
  type ClientPatch,
  type NewClientInput,
} from '../domain/client';
import { ValidationError } from './errors';
import { complete, defined, FieldReader } from './fieldReader';
import { joinSearchText, type Cascade, type CollectionRules, type RuleContext } from './ruleContext';

function readClient(r: FieldReader) {
  const fields = {
    company_name: r.text('company_name', { required: true }),
    client_type: r.text('client_type', { required: true }),
    contact_name: r.text('contact_name', { required: true }),
    email: r.email('email', { required: true }),
    phone: r.text('phone', { required: true }),
    website: r.url('website'),
    address: r.text('address'),
    city: r.text('city'),
    postcode: r.text('postcode')?.toUpperCase(),
    notes: r.text('notes'),
    contact_title: r.text('contact_title'),
    mobile: r.text('mobile'),
    payment_terms: r.oneOf('payment_terms', PAYMENT_TERMS, { fallback: DEFAULT_CLIENT_PAYMENT_TERMS }),
    credit_limit: r.number('credit_limit', { min: 0, fallback: DEFAULT_CLIENT_CREDIT_LIMIT }),
  };
  if (fields.client_type !== undefined && !isClientType(fields.client_type)) {
    throw new ValidationError('client_type', `client_type "${fields.client_type}" is not a client type`);
  }
  return fields as Omit<typeof fields, 'client_type'> & { client_type: Client['client_type'] | undefined };
}

/** The form's id rule: CLI plus the last 6 digits of the time stamp, moved on if taken. */
function newClientId(context: RuleContext): string {
  let stamp = context.now().getTime() % 1_000_000;
  const id = () => `CLI-${String(stamp).padStart(6, '0')}`;
  while (context.get('clients', id())) stamp = (stamp + 1) % 1_000_000;
  return id();
}

export const clientRules: CollectionRules<Client, NewClientInput, ClientPatch> = {
  searchText: (client) =>
    joinSearchText(client.company_name, client.contact_name, client.email, client.client_type, clientTypeLabel(client.client_type)),

  create(input, context) {
    const fields = complete(readClient(new FieldReader(input, 'create')));
    const record: Client = {
      ...fields,
      id: newClientId(context),
      status: 'active',
      country: 'United Kingdom',
      created_at: context.now().toISOString(),
    };
    return { record };
  },

  update(existing, patch, context) {
    const r = new FieldReader(patch, 'update');
    const fields = defined({ ...readClient(r), status: r.oneOf('status', CLIENT_STATUSES) });
    const record: Client = { ...existing, ...fields };
    const cascade: Cascade = {};
    if (record.company_name !== existing.company_name) {
      cascade.jobs = context.all('jobs').filter((j) => j.client_id === existing.id).map((j) => ({ ...j, client_name: record.company_name }));
      cascade.invoices = context
        .all('invoices')
        .filter((i) => i.client_id === existing.id)
        .map((i) => ({ ...i, client_name: record.company_name }));
    }
    return { record, cascade };
  },
};
