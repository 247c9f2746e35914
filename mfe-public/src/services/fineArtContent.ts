import Palette from '@mui/icons-material/Palette';

import type { ServicePageContent } from './serviceContent';

export const FINE_ART: ServicePageContent = {
  documentTitle: 'Fine Art & Antiques',
  eyebrow: 'Fine Art & Antiques',
  title: 'Fine Art & Antiques Handling and Transport',
  lead: 'Paintings, sculpture, ceramics and period furniture moved with museum-standard care: bespoke crates, climate-controlled air-ride vehicles and two trained technicians on every job.',
  Icon: Palette,
  serviceType: 'fine-art',
  highlights: [
    'Nail-to-nail fine art insurance on request',
    'Condition reports at every handover',
    'Crates built to measure in our workshop',
  ],
  offeringsTitle: 'Specialist Services',
  offeringsIntro: 'Trusted by galleries, auction houses, dealers and private collectors.',
  offerings: [
    {
      title: 'Gallery & Auction Transport',
      description: 'Scheduled shuttles between London galleries, auction rooms and fairs, plus dedicated runs across the UK.',
      features: ['Weekly London auction shuttle', 'Two-person art technician crews', 'Security-vetted drivers'],
    },
    {
      title: 'Bespoke Crating & Packing',
      description: 'Travel frames, T-frames and museum crates made to measure, lined with archival, acid-free materials.',
      features: ['Foam-lined and climate-buffered crates', 'Glassine and Tyvek wrapping', 'Reusable crates stored for you'],
    },
    {
      title: 'Installation & Private Clients',
      description: 'Hanging, placing and installing works at home or on site, and careful moves of inherited antiques.',
      features: ['Picture hanging and security fixings', 'Antique furniture dismantling', 'Discreet, uniformed teams'],
    },
  ],
  benefitsTitle: 'Care at Every Stage',
  benefits: [
    { title: 'Climate Control', text: 'Temperature and humidity held steady on air-ride suspension vehicles.' },
    { title: 'Documented Handling', text: 'Photographed condition reports at collection and delivery, shared with you the same day.' },
    { title: 'Specialist Insurance', text: 'Nail-to-nail cover arranged to the agreed value of each piece.' },
    { title: 'Export Paperwork', text: 'Export licences, CITES and EU customs documents handled by our team.' },
  ],
  processTitle: 'Our Fine Art Process',
  processIntro: 'The same careful method whether it is one drawing or a whole collection.',
  process: [
    { title: 'Survey', text: 'We assess each piece, its size, fragility and value, on site or from photographs.' },
    { title: 'Pack & Crate', text: 'Soft-wrapped or crated to measure, then labelled and condition-checked.' },
    { title: 'Secure Transit', text: 'Direct, tracked transport in a climate-controlled vehicle with two technicians.' },
    { title: 'Install & Report', text: 'Unpacked, placed or hung, with a final condition report for your records.' },
  ],
  cta: {
    title: 'Moving a Collection or a Single Piece?',
    text: "Tell us about the works and we'll reply within 24 hours with a fixed quote and a handling plan.",
    buttonLabel: 'Get a Fine Art Quote',
  },
};
