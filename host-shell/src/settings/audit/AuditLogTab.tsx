import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { isDataError, showToast } from 'shared-contracts/contract';
import { useAuditLog, useExportAuditLog, useUsers } from 'shared-contracts/data';
import { formatDateTime } from 'shared-contracts/domain';
import { BusyButton, EmptyState, ErrorView, LoadingView, saveFile, useSearchParams } from 'shared-contracts/ui';

import { refusalMessage } from '../refusalMessage';
import { SettingsSection } from '../SettingsSection';
import { auditLogParams, type AuditLogView, auditLogViewOf, PAGE_SIZES, withView } from './auditLogFilter';
import { actionWords, AUDIT_ACTIONS, AUDIT_RESOURCES, changesText, resourceWords } from './auditLogWords';

const displayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
  `${from}–${to}${count === -1 ? '' : ` of ${count}`}`;

/** The filters' fields, each with its label and the choices of a list ('' is any). */
function FilterField({
  name,
  label,
  value,
  error,
  choices,
  type,
  onChange,
}: {
  name: keyof AuditLogView;
  label: string;
  value: string;
  error?: string;
  choices?: readonly [value: string, label: string][];
  type?: 'date';
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={`audit-filter-${name}`}
      label={label}
      value={value}
      size="small"
      select={choices !== undefined}
      type={type}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value)}
      // The date's own placeholder, and a list's "Any", show with the label above them.
      slotProps={{ inputLabel: { shrink: true }, ...(choices ? { select: { displayEmpty: true } } : {}) }}
    >
      {choices?.map(([choice, words]) => (
        <MenuItem key={choice} value={choice}>
          {words}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Settings → Audit log, for administrators: who did what, newest first, a page at a time, filtered by person, resource,
 * action and dates (kept in the URL), and the same entries as a CSV file.
 */
export function AuditLogTab() {
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const view = auditLogViewOf(params);
  const request = auditLogParams(view);
  const log = useAuditLog(request);
  const users = useUsers();
  const exportLog = useExportAuditLog();
  const refused = isDataError(log.error, 'validation') ? log.error.fields : {};

  const change = (patch: Partial<AuditLogView>) => setParams((current) => withView(current, patch), { replace: true });
  const people = useMemo<[string, string][]>(
    () => [
      ['', 'Anyone'],
      ...(users.data ?? []).map((account): [string, string] => [String(account.id), `${account.name} (${account.email})`]),
    ],
    [users.data],
  );
  // A refused filter keeps the last page on screen, its field saying what is wrong.
  const shownPage = log.status === 'ready' || isDataError(log.error, 'validation') ? (log.data ?? { data: [], next: null }) : undefined;
  const filtered = view.person || view.resource || view.action || view.from || view.to;

  const download = async () => {
    const { page: _page, perPage: _perPage, ...filter } = request;
    try {
      const csv = await exportLog.run(filter);
      // With a byte order mark, as every list's export: a spreadsheet then reads it as UTF-8.
      saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), 'audit-log.csv');
      showToast({
        title: 'Audit log exported',
        description: 'audit-log.csv holds the entries these filters let through.',
        variant: 'success',
      });
    } catch (error) {
      const description = isDataError(error, 'validation') ? Object.values(error.fields)[0]?.message : refusalMessage(error);
      showToast({ title: 'Export failed', description, variant: 'error' });
    }
  };

  return (
    <SettingsSection
      title="Audit Log"
      icon={<ManageSearchOutlined />}
      description="Who changed, sent, resolved or signed in, and when: newest first"
    >
      <Box
        role="group"
        aria-label="Filters"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' }, mb: 2 }}
      >
        <FilterField
          name="person"
          label="Person"
          value={view.person}
          choices={people}
          error={refused.account?.message}
          onChange={(person) => change({ person })}
        />
        <FilterField
          name="resource"
          label="Resource"
          value={view.resource}
          choices={[['', 'Any'], ...Object.entries(AUDIT_RESOURCES)]}
          error={refused.resource?.message}
          onChange={(resource) => change({ resource })}
        />
        <FilterField
          name="action"
          label="Action"
          value={view.action}
          choices={[['', 'Any'], ...Object.entries(AUDIT_ACTIONS)]}
          error={refused.action?.message}
          onChange={(action) => change({ action })}
        />
        <FilterField
          name="from"
          label="From"
          type="date"
          value={view.from}
          error={refused.from?.message}
          onChange={(from) => change({ from })}
        />
        <FilterField name="to" label="To" type="date" value={view.to} error={refused.to?.message} onChange={(to) => change({ to })} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <BusyButton
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          busy={exportLog.busy}
          busyLabel="Exporting..."
          onClick={download}
        >
          Export CSV
        </BusyButton>
        {filtered && (
          <Button
            variant="text"
            startIcon={<FilterAltOffOutlined />}
            onClick={() => change({ person: '', resource: '', action: '', from: '', to: '' })}
          >
            Clear Filters
          </Button>
        )}
      </Box>
      <Box component="h3" id={titleId} sx={{ typography: 'subtitle1', fontWeight: 700, m: 0, mb: 1 }}>
        Entries, newest first
      </Box>
      {log.status === 'loading' && <LoadingView label="Loading the audit log..." />}
      {log.status === 'error' && !isDataError(log.error, 'validation') && (
        <ErrorView title="The audit log could not be loaded" message={refusalMessage(log.error)} onRetry={log.retry} />
      )}
      {shownPage && (
        <>
          <Box sx={{ height: 4 }}>{log.fetching && <LinearProgress aria-label="Loading entries" />}</Box>
          <TableContainer>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>Time</TableCell>
                  <TableCell>Person</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>Resource</TableCell>
                  <TableCell>Record</TableCell>
                  <TableCell>Changes</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shownPage.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </TableCell>
                    <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                      {entry.account.name || entry.account.email}
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>
                        {entry.account.email}
                      </Box>
                    </TableCell>
                    <TableCell>{actionWords(entry.action)}</TableCell>
                    <TableCell>{resourceWords(entry.resource)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.recordId ?? '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{changesText(entry)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {shownPage.data.length === 0 && (
            <EmptyState
              title={filtered ? 'No entries match these filters' : 'Nothing has been recorded yet'}
              message={filtered ? 'Change or clear the filters.' : undefined}
            />
          )}
          <TablePagination
            component="div"
            count={shownPage.next === null ? (view.page - 1) * view.perPage + shownPage.data.length : -1}
            page={view.page - 1}
            rowsPerPage={view.perPage}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, page) => change({ page: page + 1 })}
            onRowsPerPageChange={(event) => change({ perPage: Number(event.target.value), page: 1 })}
            labelRowsPerPage="Entries per page:"
            labelDisplayedRows={displayedRows}
          />
        </>
      )}
    </SettingsSection>
  );
}
