import type { ClientType } from 'shared-contracts/records';

/**
 * Sample revenue ranges per client type (GBP); every other type falls in `others`.
 * The generator sizes each client's completed jobs to land in its range.
 */
const CLIENT_REVENUE_RANGES = {
  museum: [15_000, 55_000],
  auction_house: [15_000, 55_000],
  media: [10_000, 40_000],
  performing_arts: [10_000, 40_000],
  art_gallery: [12_000, 37_000],
  property: [8_000, 28_000],
  corporate: [8_000, 28_000],
  events: [5_000, 23_000],
  retail: [5_000, 23_000],
  others: [2_000, 12_000],
} as const satisfies Record<string, readonly [number, number]>;

export function revenueRangeFor(type: ClientType): readonly [number, number] {
  return Object.hasOwn(CLIENT_REVENUE_RANGES, type)
    ? CLIENT_REVENUE_RANGES[type as keyof typeof CLIENT_REVENUE_RANGES]
    : CLIENT_REVENUE_RANGES.others;
}
