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
  /** The town centre, [longitude, latitude]: where the sample data's routes place its addresses. */
  centre: readonly [lng: number, lat: number];
}

const OTHER_AREA = '01632 960';

export const UK_TOWNS: readonly UkTown[] = [
  {
    city: 'London',
    districts: ['SW7', 'W1K', 'EC2A', 'SE1', 'N1', 'E1', 'WC2E', 'SW3', 'NW1', 'W8'],
    phonePrefix: '020 7946 0',
    centre: [-0.1276, 51.5072],
  },
  { city: 'Manchester', districts: ['M1', 'M2', 'M3', 'M4', 'M15'], phonePrefix: '0161 496 0', centre: [-2.2426, 53.4808] },
  { city: 'Birmingham', districts: ['B1', 'B2', 'B3', 'B4', 'B5'], phonePrefix: '0121 496 0', centre: [-1.8904, 52.4862] },
  { city: 'Leeds', districts: ['LS1', 'LS2', 'LS6', 'LS11'], phonePrefix: '0113 496 0', centre: [-1.5491, 53.8008] },
  { city: 'Glasgow', districts: ['G1', 'G2', 'G3', 'G12'], phonePrefix: '0141 496 0', centre: [-4.2518, 55.8642] },
  { city: 'Edinburgh', districts: ['EH1', 'EH2', 'EH3', 'EH8'], phonePrefix: '0131 496 0', centre: [-3.1883, 55.9533] },
  { city: 'Bristol', districts: ['BS1', 'BS2', 'BS8'], phonePrefix: '0117 496 0', centre: [-2.5879, 51.4545] },
  { city: 'Cardiff', districts: ['CF10', 'CF11', 'CF24'], phonePrefix: '029 2018 0', centre: [-3.1791, 51.4816] },
  { city: 'Liverpool', districts: ['L1', 'L2', 'L3', 'L8'], phonePrefix: '0151 496 0', centre: [-2.9916, 53.4084] },
  { city: 'Sheffield', districts: ['S1', 'S2', 'S3', 'S10'], phonePrefix: '0114 496 0', centre: [-1.4701, 53.3811] },
  { city: 'Nottingham', districts: ['NG1', 'NG2', 'NG7'], phonePrefix: '0115 496 0', centre: [-1.1581, 52.9548] },
  { city: 'Leicester', districts: ['LE1', 'LE2'], phonePrefix: '0116 496 0', centre: [-1.1398, 52.6369] },
  { city: 'Reading', districts: ['RG1', 'RG2'], phonePrefix: '0118 496 0', centre: [-0.9781, 51.4543] },
  { city: 'Newcastle upon Tyne', districts: ['NE1', 'NE2'], phonePrefix: '0191 498 0', centre: [-1.6178, 54.9783] },
  { city: 'Belfast', districts: ['BT1', 'BT2', 'BT7'], phonePrefix: '028 9649 6', centre: [-5.9301, 54.5973] },
  { city: 'Bath', districts: ['BA1', 'BA2'], phonePrefix: OTHER_AREA, centre: [-2.359, 51.3811] },
  { city: 'York', districts: ['YO1', 'YO10'], phonePrefix: OTHER_AREA, centre: [-1.0873, 53.96] },
  { city: 'Oxford', districts: ['OX1', 'OX2'], phonePrefix: OTHER_AREA, centre: [-1.2577, 51.752] },
  { city: 'Cambridge', districts: ['CB1', 'CB2'], phonePrefix: OTHER_AREA, centre: [0.1218, 52.2053] },
  { city: 'Brighton', districts: ['BN1', 'BN2'], phonePrefix: OTHER_AREA, centre: [-0.1372, 50.8225] },
  { city: 'Norwich', districts: ['NR1', 'NR2'], phonePrefix: OTHER_AREA, centre: [1.2974, 52.6309] },
  { city: 'Exeter', districts: ['EX1', 'EX4'], phonePrefix: OTHER_AREA, centre: [-3.5339, 50.7184] },
  { city: 'Chester', districts: ['CH1', 'CH2'], phonePrefix: OTHER_AREA, centre: [-2.8931, 53.1934] },
  { city: 'Canterbury', districts: ['CT1', 'CT2'], phonePrefix: OTHER_AREA, centre: [1.0789, 51.2802] },
  { city: 'Winchester', districts: ['SO22', 'SO23'], phonePrefix: OTHER_AREA, centre: [-1.308, 51.0632] },
  { city: 'Harrogate', districts: ['HG1', 'HG2'], phonePrefix: OTHER_AREA, centre: [-1.5418, 53.9921] },
  { city: 'Cheltenham', districts: ['GL50', 'GL52'], phonePrefix: OTHER_AREA, centre: [-2.0783, 51.8994] },
  { city: 'Durham', districts: ['DH1'], phonePrefix: OTHER_AREA, centre: [-1.5733, 54.7761] },
  { city: 'Aberdeen', districts: ['AB10', 'AB11'], phonePrefix: OTHER_AREA, centre: [-2.0943, 57.1497] },
  { city: 'Swansea', districts: ['SA1', 'SA2'], phonePrefix: OTHER_AREA, centre: [-3.9436, 51.6214] },
  { city: 'Plymouth', districts: ['PL1', 'PL4'], phonePrefix: OTHER_AREA, centre: [-4.1427, 50.3755] },
  { city: 'Guildford', districts: ['GU1', 'GU2'], phonePrefix: OTHER_AREA, centre: [-0.5704, 51.2362] },
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
