/** The Compliance column sorted by `alerts` before it sorted by the provider's `alert_weight`. */
const LEGACY_SORTS: Readonly<Record<string, string>> = { alerts: 'alert_weight', '-alerts': '-alert_weight' };

/**
 * The list's parameters with an old Compliance sort (`?sort=-alerts`, in links and bookmarks) written the
 * current way, or null when there is none.
 *
 * @example legacySortParams(new URLSearchParams('q=ford&sort=-alerts'))?.toString() // 'q=ford&sort=-alert_weight'
 */
export function legacySortParams(params: URLSearchParams): URLSearchParams | null {
  const sort = LEGACY_SORTS[params.get('sort') ?? ''];
  if (!sort) return null;
  const next = new URLSearchParams(params);
  next.set('sort', sort);
  return next;
}
