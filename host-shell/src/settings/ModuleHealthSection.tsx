import { getInstance } from '@module-federation/enhanced/runtime';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useEffect, useState } from 'react';
import { formatDateTime } from 'shared-contracts/domain';
import { StatusChip } from 'shared-contracts/ui';

import { fetchRemoteContract, type RemoteContract, THIS_PORTAL } from '../federation/contractCheck';
import { remoteEntryOf, remoteEntrySources } from '../federation/remoteEntries';
import { type RemoteLoad, useRemoteLoads } from '../federation/remoteLoads';
import { providerOfShared } from '../federation/shareProviders';
import { remoteLabel } from '../preview/PreviewContext';
import { type RemoteHealth, remoteHealthOf, sharedLibrariesOf, type ShareScope } from './moduleHealth';
import { SettingsSection } from './SettingsSection';

/** Each remote's declaration, read from beside its entry (none of its code runs); undefined until read or if unreadable. */
function useRemoteContracts(entries: ReadonlyArray<readonly [string, string]>) {
  const [contracts, setContracts] = useState<Record<string, RemoteContract | null>>({});
  const key = entries.map(([remote, entry]) => `${remote} ${entry}`).join('\n');
  useEffect(() => {
    let current = true;
    for (const [remote, entry] of entries) {
      fetchRemoteContract(entry).then(
        (contract) => current && setContracts((known) => ({ ...known, [remote]: contract })),
        () => {},
      );
    }
    return () => {
      current = false;
    };
    // `key` stands for `entries`, a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return contracts;
}

function loadText(load: RemoteLoad | undefined): string {
  if (!load) return 'Not loaded in this tab';
  if (load.state === 'loading') return 'Loading…';
  if (load.state === 'failed') return `Failed: ${load.error}`;
  return `Loaded in ${Math.round(load.ms ?? 0)} ms`;
}

function contractText({ contract }: RemoteHealth): string {
  if (contract === undefined) return 'Not read';
  if (contract === null) return 'None declared';
  if (!contract.entries) return `${contract.builtWith}, requires ${contract.requires}`;
  return `Requires ${Object.entries(contract.entries)
    .map(([entry, { requires }]) => `${entry} ${requires}`)
    .join(', ')}`;
}

/** What this portal provides, e.g. "shared-contracts 5.0.0 (contract 5.0.0, data 5.0.0, …)". */
const providedText = () =>
  `shared-contracts ${THIS_PORTAL.version} (${Object.entries(THIS_PORTAL.entries)
    .map(([entry, version]) => `${entry} ${version}`)
    .join(', ')})`;

const releaseText = ({ release }: RemoteHealth) => (release === 'preview' ? 'Preview' : (release ?? 'Configured URL'));

/** A compact table named `label`, with a row of `headings` over `rows`. */
function HealthTable({ label, headings, children }: { label: string; headings: string[]; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headings.map((heading) => (
              <TableCell key={heading}>{heading}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A chip beside a value that is wrong. */
const Flag = ({ label }: { label: string }) => (
  <>
    {' '}
    <StatusChip label={label} variant="destructive" />
  </>
);

/** Admin → System: what each remote runs in this tab, and which container provided each shared library. */
export function ModuleHealthSection() {
  const loads = useRemoteLoads();
  const sources = remoteEntrySources();
  const entries = Object.keys(sources.configured).map((remote) => [remote, remoteEntryOf(remote, sources)!] as const);
  const contracts = useRemoteContracts(entries);
  const remotes = entries.map(([remote, entry]) =>
    remoteHealthOf(remote, entry, { sources, contract: contracts[remote], load: loads[remote], portalContract: THIS_PORTAL }),
  );
  const host = getInstance();
  const libraries = sharedLibrariesOf((host?.shareScopeMap.default ?? {}) as ShareScope, (shared) =>
    providerOfShared(shared, host?.name ?? ''),
  );
  const problems = [
    ...(sources.registryProblem ? [`${sources.registryProblem}; remotes load from their configured URLs.`] : []),
    ...remotes
      .filter((health) => health.mismatch)
      .map(({ remote, contract, mismatch }) =>
        contract
          ? `${remoteLabel(remote)} was built for ${mismatch!.contractName} ${mismatch!.requires}; this portal provides ${mismatch!.provided}, so it is not started.`
          : `${remoteLabel(remote)} declares no shared-contracts range, so it is not started.`,
      ),
    ...libraries
      .filter((library) => library.duplicate)
      .map(
        (library) =>
          `${library.name} is shared in ${library.versions.length} versions (${library.versions.map(({ version, providedBy }) => `${version} by ${providedBy.join(', ')}`).join('; ')}): a page could run two copies of it.`,
      ),
  ];
  return (
    <SettingsSection
      title="Module Health"
      icon={<MonitorHeartOutlined />}
      description={`What each remote runs in this tab, and who provided each shared library. This portal provides ${providedText()}.`}
    >
      <Stack spacing={2.5}>
        {problems.map((problem) => (
          <Alert key={problem} severity="error">
            {problem}
          </Alert>
        ))}
        <HealthTable label="Remotes" headings={['Remote', 'Release', 'Built', 'Origin', 'Contract', 'In this tab']}>
          {remotes.map((health) => (
            <TableRow key={health.remote}>
              <TableCell component="th" scope="row">
                {remoteLabel(health.remote)}
              </TableCell>
              <TableCell>{releaseText(health)}</TableCell>
              <TableCell>{health.contract?.builtAt ? formatDateTime(health.contract.builtAt) : '—'}</TableCell>
              <TableCell>{health.origin}</TableCell>
              <TableCell>
                {contractText(health)}
                {health.mismatch && <Flag label="Mismatch" />}
              </TableCell>
              <TableCell>{loadText(health.load)}</TableCell>
            </TableRow>
          ))}
        </HealthTable>
        <HealthTable label="Shared libraries" headings={['Library', 'Version', 'Provided by', 'Entry points loaded', 'Used by']}>
          {libraries.map((library) => (
            <TableRow key={library.name}>
              <TableCell component="th" scope="row">
                {library.name}
                {library.duplicate && <Flag label="Duplicate" />}
              </TableCell>
              <TableCell>{library.versions.map(({ version }) => version).join(', ')}</TableCell>
              <TableCell>{[...new Set(library.versions.flatMap(({ providedBy }) => providedBy))].join(', ')}</TableCell>
              <TableCell>
                {library.loaded} of {library.entryPoints}
              </TableCell>
              <TableCell>{library.usedBy.join(', ') || '—'}</TableCell>
            </TableRow>
          ))}
        </HealthTable>
      </Stack>
    </SettingsSection>
  );
}
