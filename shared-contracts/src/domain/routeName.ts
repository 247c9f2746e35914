/** A UK postcode at the end of an address line, e.g. " BA1 4QT" or " EC2A 1AB". */
const TRAILING_POSTCODE = /\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/**
 * The town of a one-line address: its last part, without the postcode.
 *
 * @example townOfAddress('12 High Street, Bath BA1 4QT') // 'Bath'
 *
 * @internal exported for its unit tests
 */
export function townOfAddress(address: string): string {
  const parts = address.split(',');
  return (parts[parts.length - 1] ?? '').trim().replace(TRAILING_POSTCODE, '').trim();
}

/**
 * How a route reads in the report: "London → Leeds", or "Within London" when both ends are in one town.
 *
 * @example routeName('1 Mill Lane, London N1 8UD', '2 Park Avenue, Leeds LS1 2AB') // 'London → Leeds'
 */
export function routeName(pickupAddress: string, deliveryAddress: string): string | undefined {
  const from = townOfAddress(pickupAddress);
  const to = townOfAddress(deliveryAddress);
  if (!from || !to) return undefined;
  return from === to ? `Within ${from}` : `${from} → ${to}`;
}
