import type { Client, ClientPatch, NewClientInput } from 'shared-contracts/records';
import { CLIENT_RECORD } from 'shared-contracts/records';

import { entitySchemaOf } from '../schema/entitySchemaOf';
import { type Cascade, changedFields, type CollectionRules, newFields, type RuleContext } from '../store/ruleContext';

const clientSchema = entitySchemaOf(CLIENT_RECORD);

/** The form's id rule: CLI plus the last 6 digits of the time stamp (CLI042137), moved on if taken. */
function newClientId(context: RuleContext): string {
  let stamp = context.now().getTime() % 1_000_000;
  const id = () => `CLI${String(stamp).padStart(6, '0')}`;
  while (context.get('clients', id())) stamp = (stamp + 1) % 1_000_000;
  return id();
}

export const clientRules: CollectionRules<Client, NewClientInput, ClientPatch> = {
  create(input, context) {
    const fields = newFields(clientSchema, input, context);
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
    const record: Client = { ...existing, ...changedFields<ClientPatch>(clientSchema, patch, context) };
    const cascade: Cascade = {};
    if (record.company_name !== existing.company_name) {
      cascade.jobs = context
        .all('jobs')
        .filter((j) => j.client_id === existing.id)
        .map((j) => ({ ...j, client_name: record.company_name }));
      cascade.invoices = context
        .all('invoices')
        .filter((i) => i.client_id === existing.id)
        .map((i) => ({ ...i, client_name: record.company_name }));
    }
    return { record, cascade };
  },
};
