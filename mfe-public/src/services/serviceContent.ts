import type { ComponentType } from 'react';

import type { QuoteServiceType } from '../quote/quoteRequest';

/** Specification §3: a service offering is a title, a description and a features list. */
interface ServiceOffering {
  title: string;
  description: string;
  features: readonly string[];
}

interface ServicePoint {
  title: string;
  text: string;
}

/** Everything a service page says; the page template lays it out. */
export interface ServicePageContent {
  documentTitle: string;
  eyebrow: string;
  title: string;
  lead: string;
  Icon: ComponentType<{ sx?: object; 'aria-hidden'?: boolean }>;
  /** Pre-selected in the quote dialog; vehicle transport is not a quote choice. */
  serviceType?: QuoteServiceType;
  highlights: readonly string[];
  offeringsTitle: string;
  offeringsIntro: string;
  offerings: readonly ServiceOffering[];
  benefitsTitle: string;
  benefits: readonly ServicePoint[];
  processTitle: string;
  processIntro: string;
  process: readonly ServicePoint[];
  cta: { title: string; text: string; buttonLabel: string };
}
