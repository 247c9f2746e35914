export type BrandMark = 'arch' | 'ampersand' | 'wave' | 'columns' | 'wing' | 'diamond' | 'spotlight' | 'peaks' | 'key' | 'leaf';

/** Specification §3: a brand is a name and a logo. These clients are fictional. */
export interface ClientBrand {
  name: string;
  /** Wordmark: a large first line and a small second line. */
  lines: [string, string];
  mark: BrandMark;
  colour: string;
}

export const CLIENT_BRANDS: readonly ClientBrand[] = [
  { name: 'Halden Gallery', lines: ['HALDEN', 'GALLERY'], mark: 'arch', colour: '#7c2d12' },
  { name: 'Marlowe & Finch Auctioneers', lines: ['MARLOWE & FINCH', 'AUCTIONEERS'], mark: 'ampersand', colour: '#1e3a8a' },
  { name: 'Thameside Events', lines: ['THAMESIDE', 'EVENTS'], mark: 'wave', colour: '#0e7490' },
  { name: 'Northbridge Museum Trust', lines: ['NORTHBRIDGE', 'MUSEUM TRUST'], mark: 'columns', colour: '#374151' },
  { name: 'Kestrel Motor Club', lines: ['KESTREL', 'MOTOR CLUB'], mark: 'wing', colour: '#9a3412' },
  { name: 'Carrow Interiors', lines: ['CARROW', 'INTERIORS'], mark: 'diamond', colour: '#6b21a8' },
  { name: 'Albion Stage Co.', lines: ['ALBION', 'STAGE CO.'], mark: 'spotlight', colour: '#b91c1c' },
  { name: 'Pennine Retail Group', lines: ['PENNINE', 'RETAIL GROUP'], mark: 'peaks', colour: '#166534' },
  { name: 'Whitcombe Estates', lines: ['WHITCOMBE', 'ESTATES'], mark: 'key', colour: '#854d0e' },
  { name: 'Larkspur Studios', lines: ['LARKSPUR', 'STUDIOS'], mark: 'leaf', colour: '#4338ca' },
];
