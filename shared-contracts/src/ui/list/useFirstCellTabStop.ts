import {
  type GridApi,
  gridFocusCellSelector,
  type GridRowEntry,
  gridTabIndexStateSelector,
  gridVisibleColumnFieldsSelector,
  gridVisibleRowsSelector,
} from '@mui/x-data-grid';
import { type RefObject, useEffect } from 'react';

const NO_ROW = '\u0000no row on this page';

/**
 * Makes Tab enter the grid on the first cell of the page rather than on a column header, and
 * on the first cell again whenever the rows on the page change (a search, a sort, another page).
 *
 * Left alone, the grid's one tab stop is its first column header. A header is not a widget
 * role, so axe's focus-order-semantics rule reports it; a data cell is, and arrow keys still
 * reach the headers. While a cell has focus, the grid keeps managing its own stop. With no rows
 * there is nothing to move through: the stop then marks a row that does not exist, so the grid
 * holds none and Tab goes on to the pagination.
 */
export function useFirstCellTabStop(apiRef: RefObject<GridApi | null>) {
  useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    let rowsOnPage: readonly GridRowEntry[] | undefined;
    const placeTabStop = () => {
      const tabIndex = gridTabIndexStateSelector(apiRef);
      if (tabIndex.columnHeader || tabIndex.columnHeaderFilter || tabIndex.columnGroupHeader) return;
      // The rows on screen, whether the grid pages them itself or is given one page at a time (server pagination).
      const rows = gridVisibleRowsSelector(apiRef).rows;
      const fields = gridVisibleColumnFieldsSelector(apiRef);
      const rowsChanged = rows !== rowsOnPage;
      rowsOnPage = rows;
      const stop = tabIndex.cell;
      const stopOnPage = stop !== null && rows.some((row) => row.id === stop.id) && fields.includes(stop.field);
      if (stopOnPage && (!rowsChanged || gridFocusCellSelector(apiRef) !== null)) return;
      if (fields.length === 0) return;
      const first = { id: rows.length > 0 ? rows[0].id : NO_ROW, field: fields[0] };
      if (stop?.id === first.id && stop.field === first.field) return;
      api.setState((state) => ({ ...state, tabIndex: { ...state.tabIndex, cell: first } }));
    };
    placeTabStop();
    return api.subscribeEvent('stateChange', placeTabStop);
  }, [apiRef]);
}
