import type { DealerApplicationInput, VehicleCategory } from '@market/contracts';
import type { DemoPerson } from '@market/identity';
import type { Place } from '@market/demo';

/**
 * Who sells in the demo marketplace. The first four dealers, the demo rep and the demo
 * seller are the demo accounts (identity and dealers seed them); the rest are added here.
 */
export interface DemoDealer {
  email: string;
  /** What it stocks, most first. */
  categories: VehicleCategory[];
  /** How many vehicles it lists. */
  stock: number;
  logo: { colour: string; accent: string };
  place: Place;
}

export const DEMO_DEALERS: DemoDealer[] = [
  {
    email: 'dealer@wheelbase.test',
    categories: ['cars', 'trucks'],
    stock: 48,
    place: { city: 'Austin', state: 'TX', zip: '73301' },
    logo: { colour: '#2563eb', accent: '#1e3a8a' },
  },
  {
    email: 'sunrise.motors@wheelbase.test',
    categories: ['cars'],
    stock: 36,
    place: { city: 'Denver', state: 'CO', zip: '80206' },
    logo: { colour: '#f59e0b', accent: '#b45309' },
  },
  {
    email: 'ridgeline.trucks@wheelbase.test',
    categories: ['trucks'],
    stock: 34,
    place: { city: 'Houston', state: 'TX', zip: '77003' },
    logo: { colour: '#4b5563', accent: '#111827' },
  },
  {
    email: 'thunder.road@wheelbase.test',
    categories: ['motorcycles'],
    stock: 30,
    place: { city: 'Phoenix', state: 'AZ', zip: '85013' },
    logo: { colour: '#dc2626', accent: '#7f1d1d' },
  },
  {
    email: 'lakeside.auto@wheelbase.test',
    categories: ['cars'],
    stock: 40,
    place: { city: 'Minneapolis', state: 'MN', zip: '55401' },
    logo: { colour: '#0891b2', accent: '#164e63' },
  },
  {
    email: 'pacific.coast@wheelbase.test',
    categories: ['cars', 'motorcycles'],
    stock: 34,
    place: { city: 'San Diego', state: 'CA', zip: '92101' },
    logo: { colour: '#16a34a', accent: '#14532d' },
  },
  {
    email: 'blue.ridge@wheelbase.test',
    categories: ['motorcycles'],
    stock: 22,
    place: { city: 'Asheville', state: 'NC', zip: '28801' },
    logo: { colour: '#1d4ed8', accent: '#172554' },
  },
  {
    email: 'great.lakes.trucks@wheelbase.test',
    categories: ['trucks'],
    stock: 26,
    place: { city: 'Chicago', state: 'IL', zip: '60608' },
    logo: { colour: '#ea580c', accent: '#7c2d12' },
  },
];

type Application = Omit<DealerApplicationInput, 'password' | 'confirmPassword'>;
const application = (
  fields: Pick<
    Application,
    | 'email'
    | 'businessName'
    | 'contactPerson'
    | 'phone'
    | 'businessAddress'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'dealershipType'
    | 'message'
  > &
    Partial<Application>,
): Application => ({
  websiteUrl: null,
  businessLicense: null,
  taxId: null,
  logoUrl: null,
  yearsInBusiness: null,
  inventorySize: null,
  ...fields,
});

/** The dealers the demo adds to the demo accounts' four, applied for and approved like any other. */
export const DEMO_DEALER_APPLICATIONS: Application[] = [
  application({
    email: 'lakeside.auto@wheelbase.test',
    businessName: 'Lakeside Auto Group',
    contactPerson: 'Priya Raman',
    phone: '(612) 555-0142',
    businessAddress: '901 Hennepin Avenue',
    city: 'Minneapolis',
    state: 'MN',
    zipCode: '55401',
    dealershipType: 'new_car',
    businessLicense: 'MN-DL-30917',
    yearsInBusiness: 27,
    inventorySize: 220,
    websiteUrl: 'https://lakeside-auto.example',
    message:
      'Three generations of selling and servicing new cars and SUVs in the Twin Cities. Every trade-in welcome.',
  }),
  application({
    email: 'pacific.coast@wheelbase.test',
    businessName: 'Pacific Coast Motors',
    contactPerson: 'Kenji Watanabe',
    phone: '(619) 555-0177',
    businessAddress: '1450 Pacific Highway',
    city: 'San Diego',
    state: 'CA',
    zipCode: '92101',
    dealershipType: 'both',
    businessLicense: 'CA-DLR-88410',
    yearsInBusiness: 9,
    inventorySize: 120,
    message:
      'Electric, hybrid and fuel-efficient cars, plus a corner of well-kept motorcycles. Home charger installation advice included.',
  }),
  application({
    email: 'blue.ridge@wheelbase.test',
    businessName: 'Blue Ridge Powersports',
    contactPerson: 'Caleb Morgan',
    phone: '(828) 555-0108',
    businessAddress: '77 Tunnel Road',
    city: 'Asheville',
    state: 'NC',
    zipCode: '28801',
    dealershipType: 'motorcycle',
    businessLicense: 'NC-MC-2291',
    yearsInBusiness: 14,
    inventorySize: 70,
    message:
      'Adventure, touring and sport bikes for the Blue Ridge Parkway, with test rides every Saturday.',
  }),
  application({
    email: 'great.lakes.trucks@wheelbase.test',
    businessName: 'Great Lakes Truck Center',
    contactPerson: 'Rosa Delgado',
    phone: '(312) 555-0193',
    businessAddress: '2800 South Ashland Avenue',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60608',
    dealershipType: 'specialty',
    businessLicense: 'IL-TRK-50772',
    yearsInBusiness: 31,
    inventorySize: 95,
    message:
      'Class 8 tractors, box trucks and heavy-duty pickups, inspected in our own shop. Fleet pricing on request.',
  }),
];

/** Sales reps: the demo account first; each works for a dealer and lists some of its stock. */
export interface DemoRep {
  person: DemoPerson;
  dealerEmail: string;
  bio: string;
  specializations: string[];
  employeeId: string;
}

const rep = (email: string, firstName: string, lastName: string, phone: string): DemoPerson => ({
  email,
  password: 'rep-demo-1',
  firstName,
  lastName,
  role: 'sales_rep',
  phone,
});

export const DEMO_REPS: DemoRep[] = [
  {
    person: rep('rep@wheelbase.test', 'Riley', 'Rep', '(555) 010-0100'),
    dealerEmail: 'dealer@wheelbase.test',
    employeeId: 'DAG-0042',
    specializations: ['SUVs', 'Trucks', 'Financing', 'Trade-ins'],
    bio: 'Ten years helping families find the right car, truck or SUV. Ask me about financing and trade-ins.',
  },
  {
    person: rep('marcus.bell@wheelbase.test', 'Marcus', 'Bell', '(303) 555-0126'),
    dealerEmail: 'sunrise.motors@wheelbase.test',
    employeeId: 'SM-117',
    specializations: ['Used cars', 'First-time buyers', 'Warranties'],
    bio: 'Former mechanic: I will walk you through every inspection report line by line.',
  },
  {
    person: rep('alicia.gomez@wheelbase.test', 'Alicia', 'Gómez', '(713) 555-0164'),
    dealerEmail: 'ridgeline.trucks@wheelbase.test',
    employeeId: 'RTE-208',
    specializations: ['Work trucks', 'Fleet sales', 'Towing setups'],
    bio: 'I match contractors and small fleets with the right payload, towing and upfit.',
  },
  {
    person: rep('jordan.kim@wheelbase.test', 'Jordan', 'Kim', '(602) 555-0151'),
    dealerEmail: 'thunder.road@wheelbase.test',
    employeeId: 'TRM-031',
    specializations: ['Sport bikes', 'Adventure touring', 'New riders'],
    bio: 'Track-day regular and riding coach. Happy to set up a test ride.',
  },
  {
    person: rep('hannah.olsen@wheelbase.test', 'Hannah', 'Olsen', '(612) 555-0188'),
    dealerEmail: 'lakeside.auto@wheelbase.test',
    employeeId: 'LAG-412',
    specializations: ['Family SUVs', 'Hybrids', 'Leasing'],
    bio: 'I help families compare SUVs side by side, including lease and financing offers.',
  },
];

/** Private sellers (the demo seller first); they also buy, review dealers and send messages. */
export interface DemoSeller {
  person: DemoPerson;
  place: Place;
  category: VehicleCategory;
}

const seller = (email: string, firstName: string, lastName: string, phone: string): DemoPerson => ({
  email,
  password: 'seller-demo-1',
  firstName,
  lastName,
  role: 'user',
  phone,
});

export const DEMO_SELLERS: DemoSeller[] = [
  {
    person: seller('seller@wheelbase.test', 'Sam', 'Seller', '(555) 010-0100'),
    place: { city: 'Portland', state: 'OR', zip: '97205' },
    category: 'cars',
  },
  {
    person: seller('emily.carter@wheelbase.test', 'Emily', 'Carter', '(404) 555-0119'),
    place: { city: 'Atlanta', state: 'GA', zip: '30308' },
    category: 'cars',
  },
  {
    person: seller('david.nguyen@wheelbase.test', 'David', 'Nguyen', '(206) 555-0133'),
    place: { city: 'Seattle', state: 'WA', zip: '98109' },
    category: 'motorcycles',
  },
  {
    person: seller('sofia.rossi@wheelbase.test', 'Sofia', 'Rossi', '(617) 555-0147'),
    place: { city: 'Boston', state: 'MA', zip: '02116' },
    category: 'cars',
  },
  {
    person: seller('luis.herrera@wheelbase.test', 'Luis', 'Herrera', '(505) 555-0172'),
    place: { city: 'Albuquerque', state: 'NM', zip: '87102' },
    category: 'trucks',
  },
];
