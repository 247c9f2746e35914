import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Client } from 'shared-contracts/records';

import { useClientChoices } from './useClientChoices';

type ClientChoice = Pick<Client, 'id' | 'company_name'>;

export interface ClientFieldProps {
  id: string;
  label: string;
  value: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  error?: string;
}

/**
 * The invoice form's Client box: the provider searches the clients as the user types (React defers the search
 * while typing goes on); the client chosen stays among the choices.
 */
export function ClientField({ id, label, value, onChange, error }: ClientFieldProps) {
  const [typed, setTyped] = useState('');
  const deferred = useDeferredValue(typed);
  // Once a client is chosen the box shows its name: offer every client again, not only that one.
  const choices = useClientChoices(value && deferred === value.company_name ? '' : deferred);
  const found = choices.data?.data;
  const options = useMemo<ClientChoice[]>(() => {
    const page = found ?? [];
    return value && !page.some((client) => client.id === value.id) ? [value, ...page] : page;
  }, [found, value]);

  return (
    <Autocomplete
      id={id}
      options={options}
      value={value}
      onChange={(_event, client) => onChange(client)}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      // The provider has searched already.
      filterOptions={(shown) => shown}
      getOptionLabel={(client) => client.company_name}
      getOptionKey={(client) => client.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={choices.fetching}
      noOptionsText={choices.status === 'error' ? 'The clients could not be searched. Type again to retry.' : 'No clients match'}
      renderInput={(params) => <TextField {...params} name="client_id" label={label} required error={Boolean(error)} helperText={error} />}
    />
  );
}
