import type { ReactNode } from 'react';
import type { Resource } from 'shared-contracts/contract';
import type { ListController } from 'shared-contracts/controllers/list';
import { combineLoads, type Loaded } from 'shared-contracts/data';
import { ErrorView } from 'shared-contracts/ui';

type Load = Pick<Loaded<unknown>, 'status' | 'error' | 'retry'>;

/**
 * The list's controller, whose Retry also reads the page's figures again when they failed with the list: one
 * Retry brings the whole page back.
 *
 * // LEAD: every list page with figures (jobs, people, finance) needs this; ListPage could take the figures' loads.
 *
 * @example <ListPage controller={withFigures(controller, figures)} … />
 */
export function withFigures<R extends Resource>(controller: ListController<R>, ...figures: readonly Load[]): ListController<R> {
  return { ...controller, retry: combineLoads(controller, ...figures).retry };
}

/**
 * The figures above a list (their cards show dashes until read) and, when only they could not be read, an error
 * with Retry under them; when the list failed too, its own error view offers the one Retry (see withFigures).
 *
 * // LEAD: as withFigures.
 */
export function ListFigures({ load, listFailed, children }: { load: Load; listFailed: boolean; children: ReactNode }) {
  return (
    <>
      {children}
      {load.status === 'error' && !listFailed && (
        <ErrorView title="The figures could not be loaded" message="The figures above the table are unavailable right now." onRetry={load.retry} />
      )}
    </>
  );
}
