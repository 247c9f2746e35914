export const WAREHOUSE_TYPES = ['Main Depot', 'Distribution Hub', 'Regional Store', 'Secure Storage', 'Specialist Storage'] as const;

export const WAREHOUSE_STATUSES = ['operational', 'maintenance', 'closed'] as const;
