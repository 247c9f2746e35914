/** Specification §8: the toast shown once the quote e-mail is handed over. */
export const QUOTE_SENT_TOAST = {
  title: 'Thank you!',
  description: "Your email client will open to send the quote request. We'll get back to you within 24 hours.",
} as const;
