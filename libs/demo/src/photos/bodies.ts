import {
  COUPE,
  type CarLikeBody,
  drawCarLike,
  HATCHBACK,
  PICKUP,
  SEDAN,
  SUV,
} from './car-bodies.js';
import { drawMotorcycle, type MotorcycleStyle } from './motorcycle-bodies.js';
import { BOX_TRUCK, SEMI } from './truck-bodies.js';

/** The body styles photos are drawn for; every listing maps to one (see vehicle-kinds.ts). */
export type BodyType =
  'sedan' | 'suv' | 'hatchback' | 'coupe' | 'pickup' | 'semi' | 'box-truck' | MotorcycleStyle;

export const BODY_TYPES: readonly BodyType[] = [
  'sedan',
  'suv',
  'hatchback',
  'coupe',
  'pickup',
  'semi',
  'box-truck',
  'cruiser',
  'sport',
  'adventure',
];

const CAR_LIKE: Partial<Record<BodyType, CarLikeBody>> = {
  sedan: SEDAN,
  suv: SUV,
  hatchback: HATCHBACK,
  coupe: COUPE,
  pickup: PICKUP,
  semi: SEMI,
  'box-truck': BOX_TRUCK,
};

export interface Drawing {
  svg: string;
  length: number;
  height: number;
}

export function drawVehicle(body: BodyType, paint: string, id: string): Drawing {
  const spec = CAR_LIKE[body];
  if (!spec) return drawMotorcycle(body as MotorcycleStyle, paint, id);
  return { svg: drawCarLike(spec, paint, id), length: spec.length, height: -spec.top };
}
