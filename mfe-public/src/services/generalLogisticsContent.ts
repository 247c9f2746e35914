import LocalShipping from '@mui/icons-material/LocalShipping';

import type { ServicePageContent } from './serviceContent';

export const GENERAL_LOGISTICS: ServicePageContent = {
  documentTitle: 'General Logistics',
  eyebrow: 'General Logistics',
  title: 'General Logistics Across London and the UK',
  lead: 'Same-day courier runs, planned home and office moves, pallet distribution and secure storage, run from our East London depot by crews who do this every day.',
  Icon: LocalShipping,
  serviceType: 'general',
  highlights: ['Same-day collections inside the M25', 'Fixed prices, no hidden extras', 'Secure, CCTV-monitored storage'],
  offeringsTitle: 'What We Move',
  offeringsIntro: 'One call covers the lot, from a single parcel to a 60-desk office.',
  offerings: [
    {
      title: 'Same-Day & Scheduled Delivery',
      description: 'Dedicated vans for urgent consignments and regular runs, with a named driver and proof of delivery.',
      features: ['Collection within 90 minutes in central London', 'Timed delivery slots', 'Photo proof of delivery'],
    },
    {
      title: 'Home & Office Moves',
      description: 'Planned moves with packing, furniture dismantling and IT crate hire, out of hours if you need it.',
      features: ['Free video or home survey', 'Packing materials supplied', 'Evening and weekend moves'],
    },
    {
      title: 'Pallet Distribution & Storage',
      description: 'Pallet and multi-drop distribution across Great Britain, with short or long-term storage at our depot.',
      features: ['Next-day UK mainland pallets', 'Racked and containerised storage', 'Stock held against your order'],
    },
  ],
  benefitsTitle: 'Why Businesses Choose Us',
  benefits: [
    { title: 'One Point of Contact', text: 'A named coordinator plans your job and answers the phone when you call.' },
    { title: 'ULEZ-Ready Fleet', text: 'Euro 6 and electric vans, so there are no clean air charges passed on to you.' },
    { title: 'Insured Door to Door', text: 'Goods in transit cover up to £2 million and £10 million public liability as standard.' },
    { title: 'Flexible Hours', text: 'Early starts, late finishes and weekend work at no surprise premium.' },
  ],
  processTitle: 'How It Works',
  processIntro: 'Four straightforward steps from first call to final signature.',
  process: [
    { title: 'Tell Us the Job', text: 'Send the quote form or call us with what, where and when.' },
    { title: 'Fixed Quote', text: 'We reply within 24 hours with a fixed price and a proposed slot.' },
    { title: 'Collection', text: 'Your crew arrives in the agreed window, protects and loads everything.' },
    { title: 'Delivery & Sign-off', text: 'We deliver, place and unwrap, and you sign once you are happy.' },
  ],
  cta: {
    title: 'Need Something Moved This Week?',
    text: "Send us the details now and we'll come back within 24 hours with a fixed price.",
    buttonLabel: 'Get a General Logistics Quote',
  },
};
