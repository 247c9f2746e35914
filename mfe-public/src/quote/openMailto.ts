/** Hands a mailto URL to the visitor's e-mail program (the page itself stays put). */
export function openMailto(url: string): void {
  window.location.href = url;
}
