let measured: number | undefined;

/**
 * The width of the browser's scrollbars on this page (0 where they overlay the content, as on a phone), measured once.
 * The grid otherwise measures it again at each of its size updates, and each measure forces the browser to lay the
 * whole page out in the middle of drawing it (the largest single cost of a list's first render on a phone's profile).
 * It is what the grid's own measure finds here: the lists do not style their scrollbars.
 *
 * @example <DataGrid scrollbarSize={pageScrollbarSize()} … />
 */
export function pageScrollbarSize(): number {
  if (measured === undefined) {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;top:-9999px;width:99px;height:99px;overflow:scroll';
    document.body.appendChild(probe);
    measured = probe.offsetWidth - probe.clientWidth;
    probe.remove();
  }
  return measured;
}
