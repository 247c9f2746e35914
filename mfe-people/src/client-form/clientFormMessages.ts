import type { FormToasts } from 'shared-contracts/controllers/form';
import type { Client } from 'shared-contracts/records';

export const CREATE_CLIENT_TOASTS: FormToasts<Client> = {
  success: (client) => ({
    title: 'Client Added Successfully',
    description: `${client.company_name} has been added to the client database.`,
  }),
  failure: { title: 'Error', description: 'Failed to add client' },
};

export const UPDATE_CLIENT_TOASTS: FormToasts<Client> = {
  success: (client) => ({ title: 'Client Updated Successfully', description: `${client.company_name} has been updated.` }),
  failure: { title: 'Error', description: 'Failed to update client' },
};
