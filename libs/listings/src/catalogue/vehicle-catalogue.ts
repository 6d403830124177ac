import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import {
  ANY,
  type CatalogueMake,
  type CatalogueModel,
  type VehicleCategory,
  vehicleCategorySchema,
} from '@market/contracts';

interface CatalogueData {
  source: string;
  categories: Record<
    VehicleCategory,
    { value: string; label: string; models: { value: string; label: string }[] }[]
  >;
}

export class UnknownCategoryError extends Error {
  constructor(readonly category: string) {
    super(`Unknown vehicle category "${category}": use cars, motorcycles or trucks`);
  }
}

/** Lower-case, accents and punctuation folded to single hyphens: the form of every catalogue value. */
export function catalogueSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** A whole-word comparison key: "MERCEDES BENZ", "Mercedes-Benz" and "mercedes_benz" meet. */
const key = (text: string) => catalogueSlug(text).replace(/-/g, '');

interface CategoryIndex {
  makes: CatalogueMake[];
  models: CatalogueModel[];
  modelsByMake: Map<string, CatalogueModel[]>;
  makeLabels: Map<string, string>;
  modelLabels: Map<string, Map<string, string>>;
  makeKeys: Map<string, string>;
}

/**
 * Makes and models of each category (SPEC.md §3 search catalogue), generated from NHTSA vPIC
 * by tools/catalogue/generate-catalogue.mjs. Lists start with the 'any' option.
 */
@Injectable()
export class VehicleCatalogue {
  private readonly index: Record<VehicleCategory, CategoryIndex>;

  constructor(
    data: CatalogueData = JSON.parse(
      readFileSync(new URL('./catalogue-data.json', import.meta.url), 'utf8'),
    ) as CatalogueData,
  ) {
    this.index = Object.fromEntries(
      (Object.keys(data.categories) as VehicleCategory[]).map((category) => [
        category,
        buildIndex(data.categories[category]),
      ]),
    ) as Record<VehicleCategory, CategoryIndex>;
  }

  makes(category: string): CatalogueMake[] {
    return [{ value: ANY, label: 'Any Make' }, ...this.category(category).makes];
  }

  /** Models of one make, or of every make when `make` is absent or 'any'; an unknown make has none. */
  models(category: string, make?: string): CatalogueModel[] {
    const index = this.category(category);
    const models = !make || make === ANY ? index.models : (index.modelsByMake.get(make) ?? []);
    return [{ value: ANY, label: 'Any Model', makes: [] }, ...models];
  }

  hasMake(category: string, make: string): boolean {
    return this.category(category).makeLabels.has(make);
  }

  /** Display labels for a listing's title; values outside the catalogue are title-cased. */
  labels(category: string, make: string, model: string): { makeLabel: string; modelLabel: string } {
    const index = this.category(category);
    return {
      makeLabel: index.makeLabels.get(make) ?? titleCase(make),
      modelLabel: index.modelLabels.get(make)?.get(model) ?? titleCase(model),
    };
  }

  /** The catalogue value of a make named in free text (a decoded VIN), or null. */
  findMake(category: string, text: string): string | null {
    return this.category(category).makeKeys.get(key(text)) ?? null;
  }

  findModel(category: string, make: string, text: string): string | null {
    const wanted = key(text);
    for (const model of this.category(category).modelsByMake.get(make) ?? []) {
      if (key(model.value) === wanted || key(model.label) === wanted) return model.value;
    }
    return null;
  }

  private category(category: string): CategoryIndex {
    const parsed = vehicleCategorySchema.safeParse(category);
    if (!parsed.success) throw new UnknownCategoryError(category);
    return this.index[parsed.data];
  }
}

function buildIndex(makes: CatalogueData['categories'][VehicleCategory]): CategoryIndex {
  const models = new Map<string, CatalogueModel>();
  const modelsByMake = new Map<string, CatalogueModel[]>();
  const modelLabels = new Map<string, Map<string, string>>();
  for (const make of makes) {
    modelLabels.set(make.value, new Map(make.models.map((model) => [model.value, model.label])));
    const own: CatalogueModel[] = [];
    for (const model of make.models) {
      const shared = models.get(model.value) ?? {
        value: model.value,
        label: model.label,
        makes: [],
      };
      shared.makes.push(make.value);
      models.set(model.value, shared);
      own.push({ value: model.value, label: model.label, makes: [make.value] });
    }
    modelsByMake.set(make.value, own);
  }
  return {
    makes: makes.map(({ value, label }) => ({ value, label })),
    models: [...models.values()].sort((a, b) =>
      a.label.localeCompare(b.label, 'en', { numeric: true }),
    ),
    modelsByMake,
    makeLabels: new Map(makes.map((make) => [make.value, make.label])),
    modelLabels,
    makeKeys: new Map(
      makes.flatMap((make) => [
        [key(make.value), make.value] as const,
        [key(make.label), make.value] as const,
      ]),
    ),
  };
}
