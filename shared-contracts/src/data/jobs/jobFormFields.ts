// What the job form shows for each field: its label, which the store's messages also use.
export const JOB_FIELD_LABELS = {
  client_id: 'Client',
  job_type: 'Job Type',
  pickup_address: 'Pickup Address',
  delivery_address: 'Delivery Address',
  pickup_date: 'Pickup Date',
  pickup_time: 'Pickup Time',
  driver_id: 'Driver',
  vehicle_id: 'Vehicle',
  porter_count: 'Number of Porters',
  total_amount: 'Estimated Value (£)',
  special_requirements: 'Special Instructions',
  notes: 'Notes',
  contact_person: 'Contact Person',
  contact_phone: 'Contact Phone',
  estimated_duration: 'Estimated Duration',
  status: 'Status',
} as const;
