import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import {
  ANY,
  type CatalogueMake,
  type CatalogueModel,
  VEHICLE_CATEGORIES,
  type VehicleCategory,
  vehicleCategorySchema,
} from '@market/contracts';

/** The shape tools/catalogue/generate-catalogue.mjs writes to catalogue-data.json. */
export interface CatalogueData {
  source: Record<string, string | number>;
  categories: Record<VehicleCategory, CatalogueDataMake[]>;
}
export interface CatalogueDataMake {
  value: string;
  label: string;
  /** Other names vPIC gives this make ('Indian Motorcycle' for Indian), for matching decoded VINs. */
  aliases?: string[];
  models: { value: string; label: string }[];
}

export class UnknownCategoryError extends Error {
  constructor(readonly category: string) {
    super(`Unknown vehicle category "${category.slice(0, 40)}": use cars, motorcycles or trucks`);
  }
}

/** Lower case, accents dropped, everything else but letters and digits folded to single hyphens. */
export function catalogueSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** How names are compared: "F-150", "F150" and "f 150" meet, as do "MERCEDES BENZ" and "Mercedes-Benz". */
const matchKey = (text: string): string => catalogueSlug(text).replace(/-/g, '');

/** Free text or a slug shown as a label: 'bespoke-motors' → 'Bespoke Motors'. */
function titleCase(text: string): string {
  return text
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

interface MakeEntry {
  make: CatalogueMake;
  models: CatalogueModel[];
  modelLabels: Map<string, string>;
  modelKeys: Map<string, string>;
}

interface CategoryIndex {
  makes: CatalogueMake[];
  /** Every model of the category once, with all the makes that build one of that name. */
  models: CatalogueModel[];
  byMake: Map<string, MakeEntry>;
  makeKeys: Map<string, string>;
}

const ANY_MAKE: CatalogueMake = { value: ANY, label: 'Any Make' };
const anyModel = (): CatalogueModel => ({ value: ANY, label: 'Any Model', makes: [] });

export function loadCatalogueData(): CatalogueData {
  return JSON.parse(
    readFileSync(new URL('./catalogue-data.json', import.meta.url), 'utf8'),
  ) as CatalogueData;
}

/**
 * Makes and models per category (SPEC.md §3 search catalogue), generated from NHTSA vPIC by
 * tools/catalogue/generate-catalogue.mjs. Every list starts with the 'any' option; values are
 * slugs, labels are display names.
 */
@Injectable()
export class VehicleCatalogue {
  private readonly index: Record<VehicleCategory, CategoryIndex>;

  constructor() {
    this.index = indexCatalogue(loadCatalogueData());
  }

  makes(category: string): CatalogueMake[] {
    return [ANY_MAKE, ...this.category(category).makes];
  }

  /** One make's models, or every model of the category when `make` is absent or 'any'; none for an unknown make. */
  models(category: string, make?: string): CatalogueModel[] {
    const index = this.category(category);
    if (!make || make === ANY) return [anyModel(), ...index.models];
    return [anyModel(), ...(index.byMake.get(make)?.models ?? [])];
  }

  hasMake(category: string, make: string): boolean {
    return this.category(category).byMake.has(make);
  }

  /** Whether `model` is one of `make`'s models in the category. */
  hasModel(category: string, make: string, model: string): boolean {
    return this.category(category).byMake.get(make)?.modelLabels.has(model) ?? false;
  }

  /** Labels for a listing's title; a value the catalogue lacks (free text, a retired model) is title-cased. */
  labels(category: string, make: string, model: string): { makeLabel: string; modelLabel: string } {
    const entry = this.category(category).byMake.get(make);
    return {
      makeLabel: entry?.make.label ?? titleCase(make),
      modelLabel: entry?.modelLabels.get(model) ?? titleCase(model),
    };
  }

  /** The catalogue value of a make named in free text (a decoded VIN), ignoring case and punctuation; null if none. */
  findMake(category: string, text: string): string | null {
    return this.category(category).makeKeys.get(matchKey(text)) ?? null;
  }

  /** The catalogue value of one make's model named in free text, ignoring case and punctuation; null if none. */
  findModel(category: string, make: string, text: string): string | null {
    return this.category(category).byMake.get(make)?.modelKeys.get(matchKey(text)) ?? null;
  }

  private category(category: string): CategoryIndex {
    const parsed = vehicleCategorySchema.safeParse(category);
    if (!parsed.success) throw new UnknownCategoryError(String(category));
    return this.index[parsed.data];
  }
}

function indexCatalogue(data: CatalogueData): Record<VehicleCategory, CategoryIndex> {
  const index = {} as Record<VehicleCategory, CategoryIndex>;
  for (const category of VEHICLE_CATEGORIES)
    index[category] = indexCategory(data.categories[category] ?? []);
  return index;
}

function indexCategory(makes: CatalogueDataMake[]): CategoryIndex {
  const byMake = new Map<string, MakeEntry>();
  const makeKeys = new Map<string, string>();
  const allModels = new Map<string, CatalogueModel>();
  for (const make of makes) {
    for (const name of [make.value, make.label, ...(make.aliases ?? [])]) {
      if (!makeKeys.has(matchKey(name))) makeKeys.set(matchKey(name), make.value);
    }
    const entry: MakeEntry = {
      make: { value: make.value, label: make.label },
      models: [],
      modelLabels: new Map(),
      modelKeys: new Map(),
    };
    for (const model of make.models) {
      if (entry.modelLabels.has(model.value)) continue;
      entry.models.push({ value: model.value, label: model.label, makes: [make.value] });
      entry.modelLabels.set(model.value, model.label);
      entry.modelKeys.set(matchKey(model.label), model.value);
      const shared = allModels.get(model.value);
      if (!shared)
        allModels.set(model.value, { value: model.value, label: model.label, makes: [make.value] });
      else if (!shared.makes.includes(make.value)) shared.makes.push(make.value);
    }
    Object.freeze(entry.make);
    entry.models.forEach(freezeModel);
    byMake.set(make.value, entry);
  }
  return {
    makes: [...byMake.values()].map((entry) => entry.make),
    models: [...allModels.values()]
      .map(freezeModel)
      .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true, sensitivity: 'base' })),
    byMake,
    makeKeys,
  };
}

/** The lists are handed out as they are, once per request: nobody may change them in passing. */
function freezeModel(model: CatalogueModel): CatalogueModel {
  Object.freeze(model.makes);
  return Object.freeze(model);
}
