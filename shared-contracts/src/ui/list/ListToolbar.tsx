import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type GridValidRowModel, Toolbar, useGridApiContext } from '@mui/x-data-grid';
import { type ChangeEvent, createContext, useContext, useMemo, useState } from 'react';
import { showToast } from 'shared-contracts/contract';
import { saveFile } from 'shared-contracts/ui';

import { type CsvField, writeCsv } from './csv';

/**
 * What the toolbar and the empty overlay read. Passed through context rather than slot
 * props so that a keystroke re-renders the search box, not the whole (memoised) grid.
 */
export interface ListToolbarContextValue {
  searchInput: string;
  onSearchInput: (value: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
  toolbarLabel: string;
  /** The CSV's columns, from the list's columns (see `csvFieldsOf`). */
  csvFields: readonly CsvField<GridValidRowModel>[];
  /** Without the extension. */
  csvFileName: string;
  /** Reads every row of the result for the CSV (a list paged by a data provider); without it, the grid's rows. */
  loadAllRows?: () => Promise<readonly GridValidRowModel[]>;
  /** The search the rows were filtered by, for the "no match" message. */
  search: string;
  emptyMessage: string;
  noMatchMessage: (search: string) => string;
}

export const ListToolbarContext = createContext<ListToolbarContextValue | null>(null);

function useListToolbarContext(): ListToolbarContextValue {
  const value = useContext(ListToolbarContext);
  if (!value) throw new Error('ListToolbar renders inside SearchableDataGrid');
  return value;
}

/** A plain InputBase (not a full TextField): it re-renders on every keystroke. */
const SEARCH_SX = {
  flex: '1 1 320px',
  maxWidth: 560,
  px: 1.5,
  py: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '&:hover': { borderColor: 'text.primary' },
  '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (theme: Theme) => `0 0 0 1px ${theme.palette.primary.main}` },
} as const;

/** The grid's toolbar: the list's search box and the CSV export of every filtered, sorted row. */
export function ListToolbar() {
  const { searchInput, onSearchInput, searchPlaceholder, searchLabel, toolbarLabel } = useListToolbarContext();
  const inputSlotProps = useMemo(() => ({ input: { 'aria-label': searchLabel } }), [searchLabel]);
  return (
    // The grid sizes its toolbar to one line (flex 0 1 1px); `flex: none` lets it grow when a narrow list wraps
    // Export CSV under the search box, which would otherwise sit hidden behind the column headers.
    <Toolbar aria-label={toolbarLabel} style={{ justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', flex: 'none' }}>
      <InputBase
        value={searchInput}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onSearchInput(event.target.value)}
        placeholder={searchPlaceholder}
        type="search"
        autoComplete="off"
        slotProps={inputSlotProps}
        startAdornment={<SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', mr: 1 }} />}
        sx={SEARCH_SX}
      />
      <ExportCsvButton />
    </Toolbar>
  );
}

// A byte order mark, so that a spreadsheet reads the file as UTF-8 (£, é).
const UTF8_BOM = '\uFEFF';

const EXPORT_FAILED_TOAST = { title: 'Export failed', description: 'The list could not be read for the CSV. Please try again.' } as const;

/** Every row the search found, in the list's order (all pages), as the list's CSV. */
function ExportCsvButton() {
  const apiRef = useGridApiContext();
  const { csvFields, csvFileName, loadAllRows } = useListToolbarContext();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const rows = loadAllRows ? await loadAllRows() : apiRef.current.getSortedRows();
      saveFile(new Blob([UTF8_BOM, writeCsv(rows, csvFields)], { type: 'text/csv;charset=utf-8' }), `${csvFileName}.csv`);
    } catch (error) {
      console.error('The CSV could not be written', error);
      showToast({ ...EXPORT_FAILED_TOAST, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // aria-disabled rather than disabled while busy, so keyboard focus stays on the button.
  return (
    <Button onClick={exportCsv} aria-disabled={busy} startIcon={<FileDownloadOutlinedIcon />} size="small">
      Export CSV
    </Button>
  );
}

/**
 * Shown instead of rows: nothing stored yet, or nothing matching the search. No live role here
 * (a grid may only hold rows); SearchableDataGrid announces the count in its own status line.
 */
export function ListNoRowsOverlay() {
  const { search, emptyMessage, noMatchMessage } = useListToolbarContext();
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 0.5, color: 'text.secondary', p: 2 }}>
      <InboxOutlinedIcon aria-hidden />
      <Typography variant="body2">{search.trim() ? noMatchMessage(search.trim()) : emptyMessage}</Typography>
    </Box>
  );
}
