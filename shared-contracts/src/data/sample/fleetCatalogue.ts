import type { FuelType, VehicleType } from 'shared-contracts/contract';

export interface FleetModel {
  make: string;
  model: string;
  vehicle_type: VehicleType;
  fuel_type: FuelType;
  capacity_kg: number;
  capacity_volume: number;
  body_style: string;
  engine_size: string;
  /** MPG; undefined for electric vehicles */
  mpg?: number;
  /** List price new, GBP */
  price: number;
  /** VIN world manufacturer identifier */
  wmi: string;
}

const m = (model: FleetModel) => model;

const FLEET_MODELS = {
  transit: m({ make: 'Ford', model: 'Transit 350 L3H3', vehicle_type: 'van', fuel_type: 'diesel', capacity_kg: 1400, capacity_volume: 13, body_style: 'Panel van', engine_size: '2.0L', mpg: 38, price: 38_500, wmi: 'WF0' }),
  sprinter: m({ make: 'Mercedes-Benz', model: 'Sprinter 316 CDI', vehicle_type: 'van', fuel_type: 'diesel', capacity_kg: 1300, capacity_volume: 14, body_style: 'Panel van', engine_size: '2.1L', mpg: 34, price: 42_000, wmi: 'WDB' }),
  crafter: m({ make: 'Volkswagen', model: 'Crafter CR35', vehicle_type: 'van', fuel_type: 'diesel', capacity_kg: 1250, capacity_volume: 11.3, body_style: 'Panel van', engine_size: '2.0L', mpg: 36, price: 40_500, wmi: 'WV1' }),
  masterLuton: m({ make: 'Renault', model: 'Master LM35 Luton', vehicle_type: 'van', fuel_type: 'diesel', capacity_kg: 1100, capacity_volume: 20, body_style: 'Luton box with tail lift', engine_size: '2.3L', mpg: 30, price: 36_000, wmi: 'VF6' }),
  movano: m({ make: 'Vauxhall', model: 'Movano L3H2', vehicle_type: 'van', fuel_type: 'diesel', capacity_kg: 1350, capacity_volume: 13, body_style: 'Panel van', engine_size: '2.2L', mpg: 33, price: 35_500, wmi: 'W0L' }),
  eTransit: m({ make: 'Ford', model: 'E-Transit 390', vehicle_type: 'van', fuel_type: 'electric', capacity_kg: 1500, capacity_volume: 11, body_style: 'Panel van', engine_size: 'Electric', price: 48_000, wmi: 'WF0' }),
  eSprinter: m({ make: 'Mercedes-Benz', model: 'eSprinter', vehicle_type: 'van', fuel_type: 'electric', capacity_kg: 1200, capacity_volume: 14, body_style: 'Panel van', engine_size: 'Electric', price: 61_000, wmi: 'WDB' }),
  transitCustomPhev: m({ make: 'Ford', model: 'Transit Custom PHEV', vehicle_type: 'van', fuel_type: 'hybrid', capacity_kg: 1000, capacity_volume: 6, body_style: 'Panel van', engine_size: '1.0L', mpg: 70, price: 44_000, wmi: 'WF0' }),
  kangoo: m({ make: 'Renault', model: 'Kangoo 1.3 TCe', vehicle_type: 'van', fuel_type: 'petrol', capacity_kg: 650, capacity_volume: 3.9, body_style: 'Small van', engine_size: '1.3L', mpg: 42, price: 24_000, wmi: 'VF1' }),
  isuzu: m({ make: 'Isuzu', model: 'Forward N75', vehicle_type: 'truck', fuel_type: 'diesel', capacity_kg: 3000, capacity_volume: 35, body_style: 'Box body with tail lift', engine_size: '5.2L', mpg: 18, price: 62_000, wmi: 'JAL' }),
  dafLf: m({ make: 'DAF', model: 'LF 180 FA', vehicle_type: 'truck', fuel_type: 'diesel', capacity_kg: 3200, capacity_volume: 38, body_style: 'Air-ride box body', engine_size: '4.5L', mpg: 17, price: 68_000, wmi: 'XLR' }),
  eurocargo: m({ make: 'Iveco', model: 'Eurocargo 75E16', vehicle_type: 'truck', fuel_type: 'diesel', capacity_kg: 2900, capacity_volume: 36, body_style: 'Curtainsider', engine_size: '4.5L', mpg: 18, price: 64_000, wmi: 'ZCF' }),
  atego: m({ make: 'Mercedes-Benz', model: 'Atego 1224', vehicle_type: 'truck', fuel_type: 'diesel', capacity_kg: 5500, capacity_volume: 45, body_style: 'Climate-controlled box body', engine_size: '5.1L', mpg: 15, price: 85_000, wmi: 'WDB' }),
  volvoFh: m({ make: 'Volvo', model: 'FH 460', vehicle_type: 'lorry', fuel_type: 'diesel', capacity_kg: 24_000, capacity_volume: 90, body_style: 'Curtainsider trailer', engine_size: '12.8L', mpg: 9, price: 125_000, wmi: 'YV2' }),
  dafXf: m({ make: 'DAF', model: 'XF 480', vehicle_type: 'lorry', fuel_type: 'diesel', capacity_kg: 24_000, capacity_volume: 86, body_style: 'Box trailer', engine_size: '12.9L', mpg: 9, price: 120_000, wmi: 'XLR' }),
  scania: m({ make: 'Scania', model: 'R 450', vehicle_type: 'lorry', fuel_type: 'diesel', capacity_kg: 22_000, capacity_volume: 82, body_style: 'Air-ride box trailer', engine_size: '13.0L', mpg: 9, price: 118_000, wmi: 'YS2' }),
  actros: m({ make: 'Mercedes-Benz', model: 'Actros 2545', vehicle_type: 'lorry', fuel_type: 'diesel', capacity_kg: 18_000, capacity_volume: 70, body_style: 'Rigid box with tail lift', engine_size: '12.8L', mpg: 10, price: 110_000, wmi: 'WDB' }),
  xc90: m({ make: 'Volvo', model: 'XC90 T8 Recharge', vehicle_type: 'car', fuel_type: 'hybrid', capacity_kg: 600, capacity_volume: 1.9, body_style: 'Escort estate', engine_size: '2.0L', mpg: 100, price: 78_000, wmi: 'YV1' }),
} as const;

/** The 29 vehicles of the sample fleet, by model. */
export const SAMPLE_FLEET: readonly FleetModel[] = [
  FLEET_MODELS.transit, FLEET_MODELS.transit, FLEET_MODELS.transit, FLEET_MODELS.sprinter, FLEET_MODELS.sprinter,
  FLEET_MODELS.sprinter, FLEET_MODELS.crafter, FLEET_MODELS.crafter, FLEET_MODELS.masterLuton, FLEET_MODELS.masterLuton,
  FLEET_MODELS.movano, FLEET_MODELS.eTransit, FLEET_MODELS.eTransit, FLEET_MODELS.eSprinter, FLEET_MODELS.transitCustomPhev,
  FLEET_MODELS.kangoo, FLEET_MODELS.isuzu, FLEET_MODELS.isuzu, FLEET_MODELS.dafLf, FLEET_MODELS.eurocargo,
  FLEET_MODELS.atego, FLEET_MODELS.atego, FLEET_MODELS.volvoFh, FLEET_MODELS.dafXf, FLEET_MODELS.scania,
  FLEET_MODELS.actros, FLEET_MODELS.actros, FLEET_MODELS.xc90, FLEET_MODELS.sprinter,
];
