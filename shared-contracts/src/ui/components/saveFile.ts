// Kept for a minute: long enough for the browser to read the blob, whatever the download's size.
const URL_LIFETIME_MS = 60_000;

/**
 * Hands a file to the browser as a download named `fileName` (a link to a blob, clicked).
 *
 * @example saveFile(await canvasBlob(canvas), 'ZRV20250821001.png')
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/**
 * Saves `data` as a pretty-printed JSON file.
 *
 * @example downloadJson('Northbank_Studios_report.json', report)
 */
export function downloadJson(fileName: string, data: unknown): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
