// The heads of the category pages: the homes (features/home) and /listings (features/search).
import { CATEGORY_KEYWORDS } from '@market/contracts';
import type { Category } from './categories';
import { CATEGORY_COPY } from './categoryCopy';
import { SITE_NAME } from './useDocumentTitle';
import { absoluteUrl, type PageMeta } from './usePageMeta';

const HOME_PATHS: Record<Category, string> = {
  cars: '/',
  motorcycles: '/motorcycles',
  trucks: '/trucks',
};

/**
 * A home page's head (SPEC §2): the cars home describes the marketplace as a dealer
 * (schema.org AutoDealer, with the site search), the other two are collection pages.
 */
export function homeMeta(category: Category): PageMeta {
  const copy = CATEGORY_COPY[category];
  const url = absoluteUrl(HOME_PATHS[category]);
  const site = { '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl('/') };
  const structuredData =
    category === 'cars'
      ? {
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'AutoDealer',
              name: SITE_NAME,
              url,
              description: copy.description,
              logo: absoluteUrl('/favicon.svg'),
            },
            {
              ...site,
              potentialAction: {
                '@type': 'SearchAction',
                target: `${absoluteUrl('/listings')}?q={search_term_string}`,
                'query-input': 'required name=search_term_string',
              },
            },
          ],
        }
      : {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: copy.pageTitle,
          url,
          description: copy.description,
          isPartOf: site,
        };
  return {
    title: copy.pageTitle,
    description: copy.description,
    keywords: CATEGORY_KEYWORDS[category],
    canonicalPath: HOME_PATHS[category],
    structuredData,
  };
}

/** A seller's inventory (/listings?dealer_id= or ?sales_rep=): named after the seller once known. */
export function inventoryMeta(sellerName: string | null, path: string): PageMeta {
  const owner = sellerName ?? 'Seller';
  return {
    title: `${owner} inventory`,
    description: `Every vehicle ${sellerName ?? 'this seller'} has for sale on ${SITE_NAME}: cars, motorcycles and trucks.`,
    keywords: ['vehicles for sale', 'dealer inventory'],
    canonicalPath: path,
  };
}

/**
 * /listings: a search results page of the category. The canonical URL keeps what names a
 * page worth finding (the category, make and model; the gateway renders the same on the
 * server) and drops the rest (sort, ranges, words, paging).
 */
export function listingsMeta(category: Category, make = '', model = ''): PageMeta {
  const copy = CATEGORY_COPY[category];
  const kept = new URLSearchParams();
  if (category !== 'cars') kept.set('category', category);
  if (make) kept.set('make', make);
  if (make && model) kept.set('model', model);
  return {
    title: `Browse ${copy.pageTitle}`,
    description: copy.description,
    keywords: CATEGORY_KEYWORDS[category],
    canonicalPath: kept.size ? `/listings?${kept}` : '/listings',
  };
}
