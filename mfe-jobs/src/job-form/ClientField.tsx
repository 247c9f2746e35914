import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useGetList } from 'shared-contracts/data';
import type { Client } from 'shared-contracts/records';

export type ClientChoice = Pick<Client, 'id' | 'company_name'>;

/** Clients the list offers for what is typed. */
const CLIENTS_PER_SEARCH = 25;

const showAll = (options: ClientChoice[]) => options;

interface ClientFieldProps {
  id: string;
  label: string;
  /** The client the form starts with (editing), or null. */
  initial: ClientChoice | null;
  onChange: (clientId: string) => void;
  error?: string;
}

/**
 * The job form's client: a combo box that asks the provider for the clients matching what is typed (a page of 25,
 * in name order) rather than loading every client; the search waits for React's deferred rendering, not a timer.
 */
export function ClientField({ id, label, initial, onChange, error }: ClientFieldProps) {
  const [selected, setSelected] = useState<ClientChoice | null>(initial);
  const [input, setInput] = useState(initial?.company_name ?? '');
  const [open, setOpen] = useState(false);
  // The box showing the chosen client's name is no search: the list then offers every client.
  const typed = input === (selected?.company_name ?? '') ? '' : input.trim();
  const query = useDeferredValue(typed);
  const found = useGetList(
    'clients',
    { q: query, sort: 'company_name', order: 'asc', perPage: CLIENTS_PER_SEARCH },
    { enabled: open, keepPrevious: false },
  );
  // Never the matches of an earlier text: a click must choose from what was asked for.
  const searching = found.status === 'loading' || query !== typed;
  const results: ClientChoice[] = searching ? [] : (found.data?.data ?? []);
  // MUI's search-as-you-type pattern: the chosen value stays among the options.
  const options = selected && !results.some((client) => client.id === selected.id) ? [selected, ...results] : results;

  return (
    <Autocomplete
      id={id}
      open={open}
      // Read only while the list is open: opening it again reads a failed search again.
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={selected}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, client) => {
        setSelected(client);
        onChange(client?.id ?? '');
      }}
      filterOptions={showAll}
      loading={open && searching}
      loadingText="Searching clients..."
      noOptionsText={found.status === 'error' ? 'Clients could not be loaded' : 'No clients found'}
      getOptionLabel={(client) => client.company_name}
      getOptionKey={(client) => client.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderInput={(params) => <TextField {...params} name="client_id" label={label} required error={Boolean(error)} helperText={error} />}
    />
  );
}
