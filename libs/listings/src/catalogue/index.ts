export * from './vehicle-catalogue.js';
