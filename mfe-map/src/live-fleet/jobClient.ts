import { formatSequentialId } from 'shared-contracts/domain';

import { FIRST_JOB_NUMBER } from '../simulation/simulationRules';

/**
 * The id of the client a live-map job is for: the live map invents its jobs, so it deals them to the portal's
 * clients (CLI-001, CLI-002, …) in turn by job number, the same client for a job everywhere it is shown.
 * Undefined while there are no clients.
 *
 * @example clientIdForJob('JOB-1002', 387) // 'CLI-002'
 * @example clientIdForJob('JOB-1388', 387) // 'CLI-001'
 */
export function clientIdForJob(jobId: string, clientCount: number): string | undefined {
  if (clientCount <= 0) return undefined;
  const number = Number(jobId.replace(/^JOB-/, ''));
  if (!Number.isInteger(number)) return undefined;
  const index = (((number - FIRST_JOB_NUMBER) % clientCount) + clientCount) % clientCount;
  return formatSequentialId('CLI', index + 1);
}
