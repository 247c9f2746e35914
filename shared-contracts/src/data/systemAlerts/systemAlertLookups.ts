import type { SystemAlert } from 'shared-contracts/contract';

/**
 * What a system alerts search looks in: title, type, vehicle and driver, and the description its
 * search box promises ("Search by alert type, vehicle, driver, or description...").
 */
export const systemAlertSearchFields = (alert: SystemAlert) => [alert.title, alert.type, alert.vehicle, alert.driver, alert.description];
