// What the warehouse form shows for each field: its label, which the store's messages also use.
export const WAREHOUSE_FIELD_LABELS = {
  name: 'Facility Name',
  address: 'Address',
  type: 'Type',
  capacity: 'Capacity (m²)',
  manager: 'Manager',
  occupied: 'Occupied (m²)',
  status: 'Status',
  staff_count: 'Staff',
  vehicles_based: 'Vehicles Based',
  operating_hours: 'Operating Hours',
  last_inspection: 'Last Inspection',
  phone: 'Phone',
} as const;
