/**
 * A whole number as the pages write it: "1,500", digits grouped in threes as en-GB does. Written out rather than
 * `toLocaleString('en-GB')`, whose first call sets up the browser's number formatting: tens of milliseconds of a
 * phone's time (4× CPU slowdown) in the very task that draws the page.
 *
 * @example formatCount(1500) // '1,500'
 */
export const formatCount = (count: number | bigint): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
