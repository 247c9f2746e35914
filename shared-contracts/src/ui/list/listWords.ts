import type { ReactNode } from 'react';
import { type LoadStatus, routes, type ToastMessage } from 'shared-contracts/contract';
import type { PageHeaderProps } from 'shared-contracts/ui';

import type { ListStateOptions } from './listState';

/** The page sizes every admin list offers. */
const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The back link of a list opened from the dashboard. */
export const BACK_TO_DASHBOARD = { label: 'Back to Dashboard', to: routes.admin.dashboard } as const;

/**
 * A list's URL state options with the admin lists' page sizes; a module constant.
 *
 * @example const OPTIONS = listOptions(SORTABLE_VEHICLE_FIELDS, 25);
 */
export function listOptions(sortableFields: readonly string[], defaultPageSize = 10): ListStateOptions {
  return { sortableFields, pageSizeOptions: LIST_PAGE_SIZES, defaultPageSize };
}

/** The figures above a list (KPI cards) and the reads behind them. */
export interface ListFigures {
  /** The cards, and anything else between them and the table. */
  cards: ReactNode;
  /** The reads behind the cards (combineLoads): when the rows fail too, the rows' one Retry reads them again as well. */
  load?: { status: LoadStatus; retry: () => void };
  /** Shown with a Retry under the cards when only they could not be read; omit when the cards say so themselves. */
  error?: { title: string; message: string };
}

/** What a list page says: its header, its table's words and its messages. An area's list page is these, its columns and figures. */
export interface ListWords {
  header: PageHeaderProps;
  /** The header's main action: a link to the create page, drawn after `header.actions`. */
  create?: { label: string; to: string; icon: ReactNode };
  table: {
    /** Shown while nothing is counted yet, e.g. "All Jobs". */
    name: string;
    /** What a row is, one and many: ['job', 'jobs']; read out with the count ("12 jobs found"). */
    noun: readonly [one: string, many: string];
    /** CSV file name without extension. */
    csvFileName: string;
    /** The heading with the number of rows found; "All Jobs (980)" (the name and the count) unless given. */
    title?: (total: number) => string;
    searchPlaceholder: string;
  };
  /** Shown when nothing is stored yet (no search). */
  emptyMessage: string;
  /** The error view's words when the rows cannot be read; "Jobs could not be loaded" / "The job list is unavailable right now." unless given. */
  error?: { title?: string; message?: string };
  /** A toast each time the rows fail to load, beside the error view. */
  failureToast?: ToastMessage;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The error view's words of a list: the given ones, else said of its noun. */
export function listError({ table: { noun }, error }: ListWords): { title: string; message: string } {
  return {
    title: error?.title ?? `${capitalised(noun[1])} could not be loaded`,
    message: error?.message ?? `The ${noun[0]} list is unavailable right now.`,
  };
}
