export { BODY_TYPES, type BodyType } from './photos/bodies.js';
export { PAINT_NAMES, type PaintName, paintOf } from './photos/paint.js';
export type { SceneName } from './photos/scenes.js';
export {
  type PhotoRequest,
  renderVehiclePhoto,
  renderVehiclePhotos,
  vehicleSvg,
} from './photos/vehicle-photo.js';
export { renderLogo } from './photos/logo.js';
export { bodyTypeOf } from './vehicles/body-types.js';
export { KNOWN_MODELS, type KnownModel } from './vehicles/models.js';
export { askingPrice, retained } from './vehicles/pricing.js';
export { Random } from './vehicles/random.js';
export {
  estimateMsrp,
  type GeneratedVehicle,
  generateVehicle,
  type Place,
  type VehicleChoice,
} from './vehicles/vehicle-generator.js';
