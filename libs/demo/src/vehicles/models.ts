import type { FuelType, VehicleCategory } from '@market/contracts';
import type { BodyType } from '../photos/bodies.js';

/** A model people actually shop for, with what its photos and price follow. */
export interface KnownModel {
  category: VehicleCategory;
  /** Catalogue values (libs/listings catalogue). */
  make: string;
  model: string;
  body: BodyType;
  /** A typical new price in US dollars. */
  msrp: number;
  engine: string;
  fuel?: FuelType;
  /** The model year it was first sold (older ones are not generated). */
  since?: number;
}

const car = (
  make: string,
  model: string,
  body: BodyType,
  msrp: number,
  engine: string,
  fuel?: FuelType,
  since?: number,
): KnownModel => ({
  category: 'cars',
  make,
  model,
  body,
  msrp,
  engine,
  fuel,
  since,
});
const bike = (
  make: string,
  model: string,
  body: BodyType,
  msrp: number,
  engine: string,
  since?: number,
): KnownModel => ({
  category: 'motorcycles',
  make,
  model,
  body,
  msrp,
  engine,
  since,
});
const truck = (
  make: string,
  model: string,
  body: BodyType,
  msrp: number,
  engine: string,
  fuel?: FuelType,
): KnownModel => ({
  category: 'trucks',
  make,
  model,
  body,
  msrp,
  engine,
  fuel,
});

/** Popular models by category, most popular first; every one is in the catalogue. */
export const KNOWN_MODELS: readonly KnownModel[] = [
  car('toyota', 'camry', 'sedan', 29_000, '2.5L I4'),
  car('toyota', 'rav4', 'suv', 31_000, '2.5L I4'),
  car('honda', 'civic', 'sedan', 25_000, '2.0L I4'),
  car('honda', 'cr-v', 'suv', 32_000, '1.5L I4 turbo'),
  car('toyota', 'corolla', 'sedan', 23_000, '2.0L I4'),
  car('honda', 'accord', 'sedan', 29_000, '1.5L I4 turbo'),
  car('chevrolet', 'equinox', 'suv', 29_000, '1.5L I4 turbo'),
  car('tesla', 'model-3', 'sedan', 42_000, 'Dual electric motors', 'electric', 2017),
  car('tesla', 'model-y', 'suv', 47_000, 'Dual electric motors', 'electric', 2020),
  car('ford', 'explorer', 'suv', 40_000, '2.3L I4 EcoBoost'),
  car('ford', 'mustang', 'coupe', 33_000, '5.0L V8'),
  car('jeep', 'grand-cherokee', 'suv', 42_000, '3.6L V6'),
  car('subaru', 'outback', 'hatchback', 31_000, '2.5L H4'),
  car('subaru', 'forester', 'suv', 30_000, '2.5L H4'),
  car('mazda', 'cx-5', 'suv', 30_000, '2.5L I4', undefined, 2013),
  car('mazda', 'mazda3', 'hatchback', 25_000, '2.5L I4'),
  car('hyundai', 'tucson', 'suv', 29_000, '2.5L I4'),
  car('hyundai', 'elantra', 'sedan', 22_000, '2.0L I4'),
  car('kia', 'telluride', 'suv', 38_000, '3.8L V6', undefined, 2020),
  car('kia', 'sportage', 'suv', 28_000, '2.5L I4'),
  car('nissan', 'altima', 'sedan', 27_000, '2.5L I4'),
  car('nissan', 'rogue', 'suv', 30_000, '1.5L I3 turbo', undefined, 2008),
  car('chevrolet', 'tahoe', 'suv', 58_000, '5.3L V8'),
  car('chevrolet', 'corvette', 'coupe', 68_000, '6.2L V8'),
  car('chevrolet', 'malibu', 'sedan', 26_000, '1.5L I4 turbo'),
  car('bmw', '330i', 'sedan', 45_000, '2.0L I4 turbo', undefined, 2016),
  car('bmw', '540i', 'sedan', 60_000, '3.0L I6 turbo', undefined, 2017),
  car('mercedes-benz', 'c-class', 'sedan', 47_000, '2.0L I4 turbo'),
  car('mercedes-benz', 'gle-class', 'suv', 63_000, '3.0L I6 turbo', undefined, 2016),
  car('audi', 'a4', 'sedan', 42_000, '2.0L I4 turbo'),
  car('audi', 'q5', 'suv', 46_000, '2.0L I4 turbo', undefined, 2009),
  car('lexus', 'rx', 'suv', 50_000, '3.5L V6'),
  car('lexus', 'es', 'sedan', 43_000, '2.5L I4 hybrid', 'hybrid'),
  car('toyota', 'prius', 'hatchback', 28_000, '1.8L I4 hybrid', 'hybrid'),
  car('volkswagen', 'golf-gti', 'hatchback', 32_000, '2.0L I4 turbo'),
  car('volkswagen', 'jetta', 'sedan', 22_000, '1.5L I4 turbo'),
  car('porsche', '911', 'coupe', 115_000, '3.0L H6 twin-turbo'),
  car('dodge', 'challenger', 'coupe', 34_000, '5.7L V8 HEMI', undefined, 2008),
  car('mazda', 'mx-5', 'coupe', 30_000, '2.0L I4'),
  car('hyundai', 'ioniq-5', 'suv', 43_000, 'Dual electric motors', 'electric', 2022),

  bike('harley-davidson', 'street-glide', 'cruiser', 27_000, '1,923 cc V-twin'),
  bike('harley-davidson', 'fat-boy', 'cruiser', 22_000, '1,868 cc V-twin'),
  bike('harley-davidson', 'road-king', 'cruiser', 23_000, '1,868 cc V-twin'),
  bike('indian', 'chief', 'cruiser', 19_000, '1,890 cc V-twin'),
  bike('indian', 'scout', 'cruiser', 13_000, '1,133 cc V-twin'),
  bike('honda', 'cbr600rr', 'sport', 12_500, '599 cc inline-four'),
  bike('honda', 'africa-twin', 'adventure', 15_000, '1,084 cc parallel twin', 2016),
  bike('honda', 'gold-wing', 'cruiser', 25_000, '1,833 cc flat-six'),
  bike('yamaha', 'mtn690-mt-07', 'sport', 8_000, '689 cc parallel twin', 2015),
  bike('yamaha', 'yzf-r1', 'sport', 18_000, '998 cc inline-four'),
  bike('kawasaki', 'ninja-400', 'sport', 5_500, '399 cc parallel twin', 2018),
  bike('kawasaki', 'klr650', 'adventure', 7_000, '652 cc single'),
  bike('ducati', 'panigale', 'sport', 24_000, '1,103 cc V4', 2012),
  bike('ducati', 'multistrada', 'adventure', 21_000, '1,158 cc V4'),
  bike('bmw', 'r-1250-gs', 'adventure', 18_500, '1,254 cc boxer twin', 2019),
  bike('triumph', 'bonneville', 'cruiser', 12_000, '1,200 cc parallel twin'),
  bike('ktm', '790-adventure', 'adventure', 13_500, '799 cc parallel twin', 2019),
  bike('suzuki', 'gsx-r750', 'sport', 12_500, '750 cc inline-four'),

  truck('ford', 'f-150', 'pickup', 48_000, '3.5L V6 EcoBoost'),
  truck('chevrolet', 'silverado', 'pickup', 46_000, '5.3L V8'),
  truck('ram', '1500', 'pickup', 45_000, '5.7L V8 HEMI'),
  truck('gmc', 'sierra', 'pickup', 50_000, '5.3L V8'),
  truck('toyota', 'tacoma', 'pickup', 36_000, '3.5L V6'),
  truck('toyota', 'tundra', 'pickup', 50_000, '3.4L V6 twin-turbo'),
  truck('ford', 'f-250', 'pickup', 55_000, '6.7L V8 Power Stroke diesel', 'diesel'),
  truck('ram', '2500', 'pickup', 56_000, '6.7L I6 Cummins diesel', 'diesel'),
  truck('nissan', 'frontier', 'pickup', 32_000, '3.8L V6'),
  truck('freightliner', 'cascadia', 'semi', 165_000, '14.8L I6 Detroit DD15 diesel', 'diesel'),
  truck('peterbilt', '579', 'semi', 175_000, '12.9L I6 PACCAR MX-13 diesel', 'diesel'),
  truck('kenworth', 't680', 'semi', 170_000, '12.9L I6 PACCAR MX-13 diesel', 'diesel'),
  truck('volvo', 'vnl', 'semi', 160_000, '12.8L I6 Volvo D13 diesel', 'diesel'),
  truck('isuzu', 'npr', 'box-truck', 62_000, '6.6L V8 gasoline'),
  truck('hino', 'l6', 'box-truck', 95_000, '8.0L I6 diesel', 'diesel'),
  truck('ford', 'e-350', 'box-truck', 48_000, '7.3L V8'),
];
