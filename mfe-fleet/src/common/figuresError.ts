/** What the fleet's list pages say under their figures when only those could not be read. */
export const FIGURES_ERROR = {
  title: 'The figures could not be loaded',
  message: 'The figures above the table are unavailable right now.',
} as const;
