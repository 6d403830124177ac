import type { Category } from './categories';

export interface CategoryCopy {
  /** SPEC §9 default hero titles. */
  heroTitle: string;
  heroSubtitle: string;
  searchHeading: string;
  searchButton: string;
  pageTitle: string;
  description: string;
}

export const CATEGORY_COPY: Record<Category, CategoryCopy> = {
  cars: {
    heroTitle: 'Find Cars for Sale',
    heroSubtitle:
      'Shop thousands of new and used cars from trusted dealers, sales reps and private sellers.',
    searchHeading: 'Find Your Perfect Vehicle',
    searchButton: 'Search Vehicles',
    pageTitle: 'Cars for Sale',
    description:
      'Find new and used cars for sale from trusted dealers and private sellers on Wheelbase.',
  },
  motorcycles: {
    heroTitle: 'Find Motorcycles for Sale',
    heroSubtitle: 'Sport bikes, cruisers, tourers and adventure bikes, ready for the open road.',
    searchHeading: 'Find Your Perfect Motorcycle',
    searchButton: 'Search Motorcycles',
    pageTitle: 'Motorcycles for Sale',
    description:
      'Browse motorcycles for sale: sport bikes, cruisers, tourers and more on Wheelbase.',
  },
  trucks: {
    heroTitle: 'Find Trucks for Sale',
    heroSubtitle: 'Pickups and work trucks built to haul, tow and get the job done.',
    searchHeading: 'Find Your Perfect Truck',
    searchButton: 'Search Trucks',
    pageTitle: 'Trucks for Sale',
    description:
      'Browse pickup and work trucks for sale from dealers and private sellers on Wheelbase.',
  },
};
