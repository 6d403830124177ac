export {
  type CatalogueData,
  type CatalogueDataMake,
  catalogueSlug,
  loadCatalogueData,
  UnknownCategoryError,
  VehicleCatalogue,
} from './vehicle-catalogue.js';
