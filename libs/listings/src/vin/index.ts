export * from './vin-decoder.js';
