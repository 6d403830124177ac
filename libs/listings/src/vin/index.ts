export { VinDecoder } from './vin-decoder.js';
export {
  categoryOf,
  CHECK_DIGIT_MESSAGE,
  cylindersText,
  engineText,
  fuelTypeOf,
  INVALID_VIN_MESSAGE,
  InvalidVinError,
  transmissionOf,
  UNKNOWN_VIN_MESSAGE,
  UnknownVinError,
  validateVin,
  vinCheckDigit,
} from './vin-rules.js';
export { bundledVpicDatabase } from './vpic-database.js';
