import type { ReactNode } from 'react';
import { combineLoads, type CombinedLoad, type LoadStatus } from 'shared-contracts/data';
import { ErrorView } from 'shared-contracts/ui';

// LEAD: every list page with figures needs both of these (the list's Retry reading its figures again, and
// Retry for figures that failed alone); ListPage could take the figures' load beside `figures` and do it.

/** The list's controller whose Retry also reads again the figures that failed (one Retry on screen for both). */
export function retryingFigures<C extends Pick<CombinedLoad, 'status' | 'error' | 'retry'>>(controller: C, figures: CombinedLoad): C {
  return { ...controller, retry: combineLoads(controller, figures).retry };
}

/**
 * The figures above a list and, when they could not be read but the list could, a message with Retry
 * (when the list failed too, its own error view retries both).
 */
export function ListFigures({ figures, listStatus, what, children }: { figures: CombinedLoad; listStatus: LoadStatus; what: string; children: ReactNode }) {
  return (
    <>
      {children}
      {figures.status === 'error' && listStatus !== 'error' && (
        <ErrorView title={`${what} could not be loaded`} message="The figures above are unavailable right now." onRetry={figures.retry} />
      )}
    </>
  );
}
