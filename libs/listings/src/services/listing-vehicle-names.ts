import {
  type ListingInputParsed,
  OTHER,
  OTHER_MAKE_MESSAGE,
  OTHER_MODEL_MESSAGE,
} from '@market/contracts';
import { ValidationError } from '@market/platform';
import { catalogueSlug, type VehicleCatalogue } from '../catalogue/index.js';

export interface VehicleNames {
  make: string;
  makeLabel: string;
  model: string;
  modelLabel: string;
}

/**
 * The make and model a listing is saved with. They come from the catalogue, or through the
 * explicit "Other" path, whose typed names arrive stripped of markup (the contracts'
 * freeTextName) and are stored as a slug with the typed label. A name typed through
 * "Other" that the catalogue knows becomes the catalogue's entry. An edit may keep the
 * make and model the listing already has (saved before the catalogue had them, or typed).
 */
export function resolveVehicleNames(
  catalogue: VehicleCatalogue,
  input: Pick<ListingInputParsed, 'category' | 'make' | 'model' | 'makeOther' | 'modelOther'>,
  current?: VehicleNames & { category: string },
): VehicleNames {
  const keepsCurrent =
    current && current.category === input.category && input.make === current.make.toLowerCase();
  let make: string;
  let makeLabel: string;
  if (input.make === OTHER) {
    const typed = input.makeOther!;
    make = catalogue.findMake(input.category, typed) ?? catalogueSlug(typed);
    makeLabel = catalogue.hasMake(input.category, make)
      ? catalogue.labels(input.category, make, '').makeLabel
      : typed;
  } else if (catalogue.hasMake(input.category, input.make)) {
    make = input.make;
    makeLabel = catalogue.labels(input.category, make, '').makeLabel;
  } else if (keepsCurrent) {
    make = current.make;
    makeLabel = current.makeLabel;
  } else {
    throw refused('make', OTHER_MAKE_MESSAGE);
  }

  let model: string;
  let modelLabel: string;
  if (input.model === OTHER) {
    const typed = input.modelOther!;
    const known = catalogue.findModel(input.category, make, typed);
    model = known ?? catalogueSlug(typed);
    modelLabel = known ? catalogue.labels(input.category, make, known).modelLabel : typed;
  } else if (catalogue.hasModel(input.category, make, input.model)) {
    model = input.model;
    modelLabel = catalogue.labels(input.category, make, model).modelLabel;
  } else if (keepsCurrent && input.model === current.model.toLowerCase()) {
    model = current.model;
    modelLabel = current.modelLabel;
  } else {
    throw refused('model', OTHER_MODEL_MESSAGE);
  }
  return { make, makeLabel, model, modelLabel };
}

function refused(path: 'make' | 'model', message: string): ValidationError {
  return new ValidationError(message, [{ path, message }]);
}
