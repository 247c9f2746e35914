import type { ReactNode } from 'react';
import type { Resource } from 'shared-contracts/contract';
import { ListPage, type ListPageProps } from 'shared-contracts/controllers/list';
import { combineLoads, type CombinedLoad } from 'shared-contracts/data';
import { ErrorView } from 'shared-contracts/ui';

// LEAD: every list page with figures needs this (the list's Retry reading failed figures again, and Retry for
// figures that failed alone); ListPage could take the figures' load beside `figures` and do it for every area.

interface ListPageWithFiguresProps<R extends Resource> extends ListPageProps<R> {
  /** The reads behind `figures`, as one (combineLoads). */
  figuresLoad: CombinedLoad;
  /** What the figures are, for their error: "Driver figures". */
  figuresName: string;
}

/**
 * A list page whose figures are read apart from its rows: the list's Retry also reads again the figures
 * that failed (one Retry on screen for both), and figures that fail while the rows show get a message and
 * a Retry of their own below them.
 */
export function ListPageWithFigures<R extends Resource>({ controller, figures, figuresLoad, figuresName, ...page }: ListPageWithFiguresProps<R>) {
  const figuresAlone: ReactNode = figuresLoad.status === 'error' && controller.status !== 'error' && (
    <ErrorView title={`${figuresName} could not be loaded`} message="The figures above are unavailable right now." onRetry={figuresLoad.retry} />
  );
  return (
    <ListPage
      {...page}
      controller={{ ...controller, retry: combineLoads(controller, figuresLoad).retry }}
      figures={
        <>
          {figures}
          {figuresAlone}
        </>
      }
    />
  );
}
