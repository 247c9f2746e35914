export const FIRST_NAMES = [
  'James', 'Oliver', 'Harry', 'George', 'Thomas', 'William', 'Jack', 'Daniel', 'Samuel', 'Joseph',
  'Callum', 'Ryan', 'Liam', 'Connor', 'Rhys', 'Owen', 'Aidan', 'Mohammed', 'Arjun', 'Kwame',
  'Amelia', 'Olivia', 'Isla', 'Emily', 'Sophie', 'Charlotte', 'Grace', 'Hannah', 'Chloe', 'Lucy',
  'Eleanor', 'Freya', 'Megan', 'Niamh', 'Priya', 'Aisha', 'Zara', 'Rebecca', 'Laura', 'Katie',
] as const;

export const LAST_NAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright',
  'Robinson', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Harris',
  'Clarke', 'Jackson', 'Hughes', 'Turner', 'Hill', 'Morgan', 'Baker', 'Cooper', 'Khan', 'Campbell',
  'Fletcher', 'Hargreaves', 'Kennedy', 'MacDonald', 'Okafor', 'Reid', 'Stewart', 'Sullivan', 'Ward', 'Young',
] as const;

export const JOB_TITLES = [
  'Head of Collections', 'Registrar', 'Operations Manager', 'Facilities Manager', 'Production Manager',
  'Office Manager', 'Logistics Coordinator', 'Gallery Director', 'Events Director', 'Head of Sales',
] as const;
