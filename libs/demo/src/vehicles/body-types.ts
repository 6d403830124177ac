import type { VehicleCategory } from '@market/contracts';
import type { BodyType } from '../photos/bodies.js';
import { KNOWN_MODELS } from './models.js';

const SEMI_MAKES = new Set([
  'freightliner',
  'peterbilt',
  'kenworth',
  'international',
  'mack',
  'volvo',
  'western-star',
  'autocar',
  'capacity',
]);
const BOX_MAKES = new Set(['isuzu', 'hino', 'mitsubishi-fuso', 'ud']);
const CRUISER_MAKES = new Set([
  'harley-davidson',
  'indian',
  'victory',
  'boss-hoss',
  'royal-enfield',
]);
const SUV_WORDS =
  /(^|-)(cr-v|hr-v|rav4|pilot|passport|explorer|expedition|escape|edge|bronco|tahoe|suburban|equinox|traverse|blazer|trax|trailblazer|highlander|4runner|sequoia|land-cruiser|venza|cx-\d+|rogue|murano|pathfinder|armada|kicks|x\d|q\d|gl[abcs]?e?-class|g-class|m-class|rx|nx|gx|lx|ux|tx|tucson|santa-fe|palisade|kona|sorento|sportage|telluride|seltos|forester|ascent|crosstrek|outback|cherokee|wrangler|compass|renegade|wagoneer|durango|atlas|tiguan|touareg|macan|cayenne|model-x|model-y|escalade|enclave|encore|envision|terrain|yukon|acadia|xc\d\d|ioniq-5|ev9|id-4|mach-e)($|-)/;
const COUPE_WORDS =
  /(mustang|camaro|corvette|challenger|911|718|cayman|boxster|mx-5|miata|supra|gr86|brz|370z|350z|nissan-z|gt-r|r8|tt|amg-gt|sl-class|slk|viper|f-type|huracan|aventador|gallardo|488|f8|portofino|roma|db\d+|vantage|continental-gt|m4|m2|rc|lc|coupe)/;
const HATCH_WORDS =
  /(golf|gti|fit|yaris|prius|mazda3|mazda2|impreza|outback|veloster|soul|bolt|leaf|fiesta|focus|mini|cooper|hatch|sportwagen|allroad|wagon|versa-note|niro|rio|accent|matrix)/;
const SPORT_WORDS =
  /(cbr|yzf|r1|r6|ninja|zx|gsx-r|gsxr|panigale|superbike|rsv|rc\d|daytona|s-1000|hp4|mt-|fz|duke|monster|street-triple|speed-triple|sv650|sportster-s)/;
const ADVENTURE_WORDS =
  /(gs|adventure|africa|tiger|multistrada|klr|v-strom|dl\d|tenere|desert|enduro|dr-|crf|wr\d|klx|xr\d|exc|scrambler|ktm)/;

/**
 * The body style a listing's photos should show: known models by name, the rest by what the
 * model name and the make say (a Peterbilt is a tractor, a Harley a cruiser, a "CR-V" an SUV).
 */
export function bodyTypeOf(category: VehicleCategory, make: string, model: string): BodyType {
  const known = KNOWN_MODELS.find(
    (m) => m.category === category && m.make === make && m.model === model,
  );
  if (known) return known.body;
  if (category === 'trucks') {
    if (SEMI_MAKES.has(make)) return 'semi';
    if (
      BOX_MAKES.has(make) ||
      /^(e-|npr|nqr|nrr|express|savana|low-cab|w\d|t-series|c\d|b\d|\d{4})/.test(model)
    )
      return 'box-truck';
    return 'pickup';
  }
  if (category === 'motorcycles') {
    if (CRUISER_MAKES.has(make)) return 'cruiser';
    if (SPORT_WORDS.test(model)) return 'sport';
    if (ADVENTURE_WORDS.test(model) || make === 'ktm' || make === 'husqvarna') return 'adventure';
    return 'cruiser';
  }
  if (SUV_WORDS.test(model)) return 'suv';
  if (COUPE_WORDS.test(model)) return 'coupe';
  if (HATCH_WORDS.test(model)) return 'hatchback';
  return 'sedan';
}
