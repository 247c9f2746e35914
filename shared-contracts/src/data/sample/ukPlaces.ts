import type { Rng } from './random';

/**
 * A UK town with real postcode districts and the telephone range Ofcom reserves for fiction there.
 * `region` groups towns for the fleet's and the report's route names.
 */
export interface UkTown {
  city: string;
  districts: readonly string[];
  /** Prefix of a fictional number; three random digits complete it. */
  phonePrefix: string;
}

const OTHER_AREA = '01632 960';

export const UK_TOWNS: readonly UkTown[] = [
  { city: 'London', districts: ['SW7', 'W1K', 'EC2A', 'SE1', 'N1', 'E1', 'WC2E', 'SW3', 'NW1', 'W8'], phonePrefix: '020 7946 0' },
  { city: 'Manchester', districts: ['M1', 'M2', 'M3', 'M4', 'M15'], phonePrefix: '0161 496 0' },
  { city: 'Birmingham', districts: ['B1', 'B2', 'B3', 'B4', 'B5'], phonePrefix: '0121 496 0' },
  { city: 'Leeds', districts: ['LS1', 'LS2', 'LS6', 'LS11'], phonePrefix: '0113 496 0' },
  { city: 'Glasgow', districts: ['G1', 'G2', 'G3', 'G12'], phonePrefix: '0141 496 0' },
  { city: 'Edinburgh', districts: ['EH1', 'EH2', 'EH3', 'EH8'], phonePrefix: '0131 496 0' },
  { city: 'Bristol', districts: ['BS1', 'BS2', 'BS8'], phonePrefix: '0117 496 0' },
  { city: 'Cardiff', districts: ['CF10', 'CF11', 'CF24'], phonePrefix: '029 2018 0' },
  { city: 'Liverpool', districts: ['L1', 'L2', 'L3', 'L8'], phonePrefix: '0151 496 0' },
  { city: 'Sheffield', districts: ['S1', 'S2', 'S3', 'S10'], phonePrefix: '0114 496 0' },
  { city: 'Nottingham', districts: ['NG1', 'NG2', 'NG7'], phonePrefix: '0115 496 0' },
  { city: 'Leicester', districts: ['LE1', 'LE2'], phonePrefix: '0116 496 0' },
  { city: 'Reading', districts: ['RG1', 'RG2'], phonePrefix: '0118 496 0' },
  { city: 'Newcastle upon Tyne', districts: ['NE1', 'NE2'], phonePrefix: '0191 498 0' },
  { city: 'Belfast', districts: ['BT1', 'BT2', 'BT7'], phonePrefix: '028 9649 6' },
  { city: 'Bath', districts: ['BA1', 'BA2'], phonePrefix: OTHER_AREA },
  { city: 'York', districts: ['YO1', 'YO10'], phonePrefix: OTHER_AREA },
  { city: 'Oxford', districts: ['OX1', 'OX2'], phonePrefix: OTHER_AREA },
  { city: 'Cambridge', districts: ['CB1', 'CB2'], phonePrefix: OTHER_AREA },
  { city: 'Brighton', districts: ['BN1', 'BN2'], phonePrefix: OTHER_AREA },
  { city: 'Norwich', districts: ['NR1', 'NR2'], phonePrefix: OTHER_AREA },
  { city: 'Exeter', districts: ['EX1', 'EX4'], phonePrefix: OTHER_AREA },
  { city: 'Chester', districts: ['CH1', 'CH2'], phonePrefix: OTHER_AREA },
  { city: 'Canterbury', districts: ['CT1', 'CT2'], phonePrefix: OTHER_AREA },
  { city: 'Winchester', districts: ['SO22', 'SO23'], phonePrefix: OTHER_AREA },
  { city: 'Harrogate', districts: ['HG1', 'HG2'], phonePrefix: OTHER_AREA },
  { city: 'Cheltenham', districts: ['GL50', 'GL52'], phonePrefix: OTHER_AREA },
  { city: 'Durham', districts: ['DH1'], phonePrefix: OTHER_AREA },
  { city: 'Aberdeen', districts: ['AB10', 'AB11'], phonePrefix: OTHER_AREA },
  { city: 'Swansea', districts: ['SA1', 'SA2'], phonePrefix: OTHER_AREA },
  { city: 'Plymouth', districts: ['PL1', 'PL4'], phonePrefix: OTHER_AREA },
  { city: 'Guildford', districts: ['GU1', 'GU2'], phonePrefix: OTHER_AREA },
];

export const LONDON = UK_TOWNS[0];

const STREETS = [
  'High Street',
  'Church Lane',
  'Victoria Road',
  'Station Road',
  'Kings Road',
  'Queen Street',
  'Market Place',
  'Mill Lane',
  'Park Avenue',
  'Bridge Street',
  'George Street',
  'Albert Road',
  'The Parade',
  'Castle Street',
  'New Road',
  'Manor Way',
  'Chapel Street',
  'Wellington Road',
  'Grosvenor Place',
  'Cromwell Road',
  'Princes Street',
  'St Johns Road',
  'Riverside Walk',
  'Canal Wharf',
] as const;

/** Inward code letters never include C, I, K, M, O or V. */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

function randomPostcode(rng: Rng, town: UkTown): string {
  const letter = () => INWARD_LETTERS[rng.int(0, INWARD_LETTERS.length - 1)];
  return `${rng.pick(town.districts)} ${rng.int(1, 9)}${letter()}${letter()}`;
}

export function randomLandline(rng: Rng, town: UkTown): string {
  return `${town.phonePrefix}${String(rng.int(0, 999)).padStart(3, '0')}`;
}

/** In Ofcom's mobile range for fiction (07700 900000 to 900999). */
export function randomMobile(rng: Rng): string {
  return `07700 900${String(rng.int(0, 999)).padStart(3, '0')}`;
}

export interface UkAddress {
  street: string;
  city: string;
  postcode: string;
}

export function randomAddress(rng: Rng, town: UkTown): UkAddress {
  return { street: `${rng.int(1, 240)} ${rng.pick(STREETS)}`, city: town.city, postcode: randomPostcode(rng, town) };
}

/** One line: "12 High Street, Bath BA1 4QT". */
export function addressLine(address: UkAddress): string {
  return `${address.street}, ${address.city} ${address.postcode}`;
}
