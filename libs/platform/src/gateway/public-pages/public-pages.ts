import {
  CATEGORY_KEYWORDS,
  type DealerProfile,
  type HeroSection,
  type Listing,
  type ListingCard,
  type SalesRep,
} from '@market/contracts';
import { escapeHtml as e, type PreloadImage, type RenderedPage } from './page-html.js';
import type { PageContext, PublicPage } from './public-page.js';

type Category = 'cars' | 'motorcycles' | 'trucks';

const CATEGORY_COPY: Record<
  Category,
  { label: string; heading: string; description: string; path: string }
> = {
  cars: {
    label: 'Cars',
    heading: 'Find Cars for Sale',
    description:
      'Find new and used cars for sale from trusted dealers and private sellers on Wheelbase.',
    path: '/',
  },
  motorcycles: {
    label: 'Motorcycles',
    heading: 'Find Motorcycles for Sale',
    description:
      'Browse motorcycles for sale: sport bikes, cruisers, tourers and more on Wheelbase.',
    path: '/motorcycles',
  },
  trucks: {
    label: 'Trucks',
    heading: 'Find Trucks for Sale',
    description:
      'Browse pickup and work trucks for sale from dealers and private sellers on Wheelbase.',
    path: '/trucks',
  },
};
const isCategory = (value: string | null): value is Category =>
  value === 'cars' || value === 'motorcycles' || value === 'trucks';

const SCHEMA_TYPES: Record<Category, string> = {
  cars: 'Car',
  motorcycles: 'Motorcycle',
  trucks: 'Vehicle',
};
const CONDITIONS = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  certified_pre_owned: 'https://schema.org/UsedCondition',
} as const;
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const price = (value: number) => usd.format(Math.round(value));
const miles = (value: number | null) =>
  value === null ? 'N/A' : `${value.toLocaleString('en-US')} miles`;
const place = (city: string | null, state: string | null) =>
  [city, state].filter(Boolean).join(', ');

const notFound = (title: string): RenderedPage => ({
  status: 404,
  head: { title, robots: 'noindex' },
  body: `<main id="main" class="server-page"><h1>${e(title)}</h1></main>`,
});
const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The SPA's card photo: the 640 px card, 960 px medium or 1600 px full variant by screen (cardFormat.ts). */
const CARD_SIZES = '(min-width: 1240px) 380px, (min-width: 600px) 50vw, 100vw';
function cardImage(card: ListingCard): PreloadImage | null {
  const url = card.primaryImageUrl;
  if (!url) return null;
  if (!/\/card\.webp$/.test(url)) return { href: url };
  const variant = (name: string) => url.replace(/\/card\.webp$/, `/${name}.webp`);
  const srcset = `${url} 640w, ${variant('medium')} 960w, ${variant('full')} 1600w`;
  return { href: url, srcset, sizes: CARD_SIZES };
}
function cardPhoto(card: ListingCard, first: boolean): string {
  const image = cardImage(card);
  if (!image) return '';
  const url = image.href;
  const srcset = image.srcset ? ` srcset="${e(image.srcset)}" sizes="${CARD_SIZES}"` : '';
  return `<img src="${e(url)}"${srcset} alt="${e(card.title)}" width="640" height="400" ${first ? 'fetchpriority="high"' : 'loading="lazy"'}>`;
}

/**
 * The vehicle page's main photo (VehicleGallery.tsx builds the same): the 960 px medium
 * variant beside the full one where the full is wider, so a phone needs not take the full.
 */
const GALLERY_SIZES = '(min-width: 1024px) 800px, 100vw';
function galleryImage(image: { url: string; width: number }): PreloadImage {
  if (!/\/full\.webp$/.test(image.url) || image.width <= 960) return { href: image.url };
  const medium = image.url.replace(/\/full\.webp$/, '/medium.webp');
  return {
    href: image.url,
    srcset: `${medium} 960w, ${image.url} ${image.width}w`,
    sizes: GALLERY_SIZES,
  };
}

/** Result cards as plain links: the first screen of /listings (with photos) and the homes (without). */
function cardList(cards: ListingCard[], photos: boolean): string {
  if (cards.length === 0) return '';
  const items = cards
    .map(
      (card, i) =>
        `<li><a href="/${card.category}/${card.id}">${photos ? cardPhoto(card, i < 2) : ''}<strong>${e(card.title)}</strong></a> <span>${price(card.price)}</span> <span>${miles(card.mileage)}</span> <span>${e(place(card.locationCity, card.locationState))}</span></li>`,
    )
    .join('');
  return `<ul class="server-page__cards">${items}</ul>`;
}

async function vehiclePage({ params, api, absolute }: PageContext): Promise<RenderedPage> {
  const id = params.id;
  if (!isUuid(id)) return notFound('Vehicle not found');
  const { status, body: listing } = await api<Listing>(`/api/listings/${id}`);
  if (status !== 200) {
    const removed =
      status === 404 ? await api<{ removedAt: string }>(`/api/listings/${id}/removed`) : null;
    if (removed?.status === 200)
      return { ...notFound('This vehicle is no longer listed'), status: 410 };
    if (status === 404) return notFound('Vehicle not found');
    throw new Error(`listing answered ${status}`);
  }
  const path = `/${listing.category}/${listing.id}`;
  const where = place(listing.locationCity, listing.locationState);
  const description = `${listing.title} for ${price(listing.price)}${where ? ` in ${where}` : ''}.`;
  const first = listing.images[0];
  const photo = first ? galleryImage(first) : null;
  const photoSrcset = photo?.srcset ? ` srcset="${e(photo.srcset)}" sizes="${GALLERY_SIZES}"` : '';
  return {
    status: 200,
    head: {
      title: listing.title,
      description,
      canonicalPath: path,
      image: (listing.images.find((image) => image.isPrimary) ?? first)?.url ?? null,
      type: 'product',
      preloadImage: photo,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': SCHEMA_TYPES[listing.category],
        name: listing.title,
        url: absolute(path),
        description: listing.description ?? description,
        image: listing.images.map((image) => absolute(image.url)),
        brand: { '@type': 'Brand', name: listing.makeLabel },
        model: listing.modelLabel,
        vehicleModelDate: String(listing.year),
        ...(listing.mileage !== null
          ? {
              mileageFromOdometer: {
                '@type': 'QuantitativeValue',
                value: listing.mileage,
                unitCode: 'SMI',
              },
            }
          : {}),
        ...(listing.vin ? { vehicleIdentificationNumber: listing.vin } : {}),
        itemCondition: CONDITIONS[listing.condition],
        fuelType: listing.fuelType,
        vehicleTransmission: listing.transmission,
        offers: {
          '@type': 'Offer',
          price: listing.price,
          priceCurrency: 'USD',
          url: absolute(path),
          availability:
            listing.isSold || listing.status === 'sold'
              ? 'https://schema.org/SoldOut'
              : 'https://schema.org/InStock',
          ...(listing.contact.name
            ? { seller: { '@type': 'Organization', name: listing.contact.name } }
            : {}),
        },
      },
    },
    body:
      `<main id="main" class="server-page"><h1>${e(listing.title)}</h1>` +
      `<p class="server-page__price">${price(listing.price)}</p>` +
      (first
        ? `<img src="${e(first.url)}"${photoSrcset} alt=""${e(`${listing.title}, photo 1 of ${listing.images.length}`)}" width="${first.width}" height="${first.height}" fetchpriority="high">`
        : '') +
      `<ul><li>${e(String(listing.year))}</li><li>${miles(listing.mileage)}</li>${where ? `<li>${e(where)}</li>` : ''}</ul>` +
      (listing.description ? `<p>${e(listing.description.slice(0, 600))}</p>` : '') +
      `</main>`,
  };
}

function homePage(category: Category) {
  return async ({ api, absolute, siteName }: PageContext): Promise<RenderedPage> => {
    const copy = CATEGORY_COPY[category];
    const site = { '@type': 'WebSite', name: siteName, url: absolute('/') };
    const [{ status, body }, hero] = await Promise.all([
      api<{ items: ListingCard[] }>(
        `/api/search/listings?category=${category}&limit=8&sort=newest&facets=false`,
      ),
      api<{ hero: HeroSection | null }>(`/api/content/hero?category=${category}`),
    ]);
    return {
      status: 200,
      head: {
        title: `${copy.label} for Sale`,
        preloadImage: hero.status === 200 ? heroImage(hero.body?.hero ?? null) : null,
        description: copy.description,
        keywords: CATEGORY_KEYWORDS[category],
        canonicalPath: copy.path,
        // As the SPA's homeMeta: the marketplace as a dealer with the site search, or a collection.
        structuredData:
          category === 'cars'
            ? {
                '@context': 'https://schema.org',
                '@graph': [
                  {
                    '@type': 'AutoDealer',
                    name: siteName,
                    url: absolute(copy.path),
                    description: copy.description,
                    logo: absolute('/favicon.svg'),
                  },
                  {
                    ...site,
                    potentialAction: {
                      '@type': 'SearchAction',
                      target: `${absolute('/listings')}?q={search_term_string}`,
                      'query-input': 'required name=search_term_string',
                    },
                  },
                ],
              }
            : {
                '@context': 'https://schema.org',
                '@type': 'CollectionPage',
                name: `${copy.label} for Sale`,
                url: absolute(copy.path),
                description: copy.description,
                isPartOf: site,
              },
      },
      body:
        `<main id="main" class="server-page"><h1>${e(copy.heading)}</h1><p>${e(copy.description)}</p>` +
        `<p><a href="/listings${category === 'cars' ? '' : `?category=${category}`}">Browse all ${copy.label.toLowerCase()}</a></p>` +
        (status === 200 ? cardList(body.items, false) : '') +
        `</main>`,
    };
  };
}

/**
 * The canonical URL keeps what names a page worth finding (a seller's inventory, or the
 * category, make and model), as the SPA's listingsMeta does; sort, ranges and paging go.
 */
function listingsCanonical(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  const dealer = query.get('dealer_id');
  const rep = query.get('sales_rep_id') ?? query.get('sales_rep');
  if (dealer) kept.set('dealer_id', dealer);
  else if (rep) kept.set('sales_rep', rep);
  else {
    const category = query.get('category');
    const make = query.get('make');
    if (category === 'motorcycles' || category === 'trucks') kept.set('category', category);
    if (make) kept.set('make', make);
    if (make && query.get('model')) kept.set('model', query.get('model')!);
  }
  return kept.size ? `/listings?${kept}` : '/listings';
}

/** The home's first slide photo as HeroBannerSlide shows it (the 1200 px variant on a phone). */
function heroImage(hero: HeroSection | null): PreloadImage | null {
  const small = hero?.backgroundImageSmallUrl;
  const full = hero?.backgroundImageUrl;
  if (small)
    return {
      href: small,
      srcset: `${small} 1200w, ${full} 2400w`,
      sizes: '(min-width: 900px) 560px, 100vw',
    };
  return full ? { href: full } : null;
}

async function listingsPage({ query, api, absolute }: PageContext): Promise<RenderedPage> {
  const category = query.get('category');
  const copy = isCategory(category) ? CATEGORY_COPY[category] : null;
  const canonicalPath = listingsCanonical(query);
  // The same search the SPA makes first (its URL names the API's filters, but for the seller ids).
  const search = new URLSearchParams();
  for (const [name, value] of query) {
    if (name === 'dealer_id') search.set('dealerId', value);
    else if (name === 'sales_rep_id' || name === 'sales_rep') search.set('salesRepId', value);
    else if (name !== 'cursor' && name !== 'limit' && name !== 'facets') search.set(name, value);
  }
  search.set('limit', '24');
  search.set('facets', 'false');
  const { status, body } = await api<{ items: ListingCard[]; total: number }>(
    `/api/search/listings?${search}`,
  );
  const heading = `${copy?.label ?? 'Vehicles'} for Sale`;
  const shown = copy ?? CATEGORY_COPY.cars;
  return {
    status: 200,
    head: {
      title: `Browse ${shown.label} for Sale`,
      description: shown.description,
      keywords: CATEGORY_KEYWORDS[isCategory(category) ? category : 'cars'],
      canonicalPath,
      // The first result's photo, as its card shows it (ResultCard, cardPhoto).
      preloadImage: status === 200 && body.items[0] ? cardImage(body.items[0]) : null,
      structuredData:
        status === 200
          ? {
              '@context': 'https://schema.org',
              '@type': 'ItemList',
              numberOfItems: body.total,
              itemListElement: body.items.map((card, i) => ({
                '@type': 'ListItem',
                position: i + 1,
                url: absolute(`/${card.category}/${card.id}`),
                name: card.title,
              })),
            }
          : null,
    },
    body: `<main id="main" class="server-page"><h1>${e(heading)}</h1>${status === 200 ? `<p>${body.total.toLocaleString('en-US')} results</p>${cardList(body.items, true)}` : ''}</main>`,
  };
}

async function dealerPage({ params, api, absolute }: PageContext): Promise<RenderedPage> {
  if (!isUuid(params.id)) return notFound('Dealer not found');
  const { status, body: dealer } = await api<DealerProfile>(`/api/dealers/${params.id}`);
  if (status === 404) return notFound('Dealer not found');
  if (status !== 200) throw new Error(`dealer answered ${status}`);
  const where = place(dealer.businessCity, dealer.businessState);
  const description =
    dealer.description?.slice(0, 300) ??
    `${dealer.businessName}${where ? ` in ${where}` : ''}: ${dealer.totalListings} vehicles for sale.`;
  return {
    status: 200,
    head: {
      title: dealer.businessName,
      description,
      canonicalPath: `/dealers/${dealer.id}`,
      image: dealer.logoUrl,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'AutoDealer',
        name: dealer.businessName,
        url: absolute(`/dealers/${dealer.id}`),
        ...(dealer.logoUrl ? { logo: absolute(dealer.logoUrl) } : {}),
        ...(dealer.businessPhone ? { telephone: dealer.businessPhone } : {}),
        ...(where
          ? {
              address: {
                '@type': 'PostalAddress',
                streetAddress: dealer.businessAddress ?? undefined,
                addressLocality: dealer.businessCity ?? undefined,
                addressRegion: dealer.businessState ?? undefined,
                postalCode: dealer.businessZip ?? undefined,
              },
            }
          : {}),
        ...(dealer.averageRating !== null && dealer.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: dealer.averageRating,
                reviewCount: dealer.reviewCount,
              },
            }
          : {}),
      },
    },
    body:
      `<main id="main" class="server-page"><h1>${e(dealer.businessName)}</h1>` +
      (where ? `<p>${e(where)}</p>` : '') +
      (dealer.description ? `<p>${e(dealer.description)}</p>` : '') +
      `<p><a href="/listings?dealer_id=${dealer.id}">${dealer.totalListings} vehicles for sale</a></p></main>`,
  };
}

async function salesRepPage({ params, api, absolute }: PageContext): Promise<RenderedPage> {
  if (!isUuid(params.id)) return notFound('Sales rep not found');
  const { status, body: rep } = await api<SalesRep>(`/api/sales-reps/${params.id}`);
  if (status === 404) return notFound('Sales rep not found');
  if (status !== 200) throw new Error(`sales rep answered ${status}`);
  const description =
    rep.bio?.slice(0, 300) ??
    `${rep.name}, sales representative${rep.dealer ? ` at ${rep.dealer.businessName}` : ''}.`;
  return {
    status: 200,
    head: {
      title: rep.name,
      description,
      canonicalPath: `/sales-reps/${params.id}`,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: rep.name,
        jobTitle: 'Sales representative',
        url: absolute(`/sales-reps/${params.id}`),
        ...(rep.dealer
          ? {
              worksFor: {
                '@type': 'AutoDealer',
                name: rep.dealer.businessName,
                url: absolute(`/dealers/${rep.dealer.id}`),
              },
            }
          : {}),
      },
    },
    body:
      `<main id="main" class="server-page"><h1>${e(rep.name)}</h1>` +
      (rep.dealer
        ? `<p>Sales representative at <a href="/dealers/${rep.dealer.id}">${e(rep.dealer.businessName)}</a></p>`
        : '') +
      (rep.bio ? `<p>${e(rep.bio)}</p>` : '') +
      `</main>`,
  };
}

/**
 * The pages the server renders (head, JSON-LD, first screen). Adding one is one entry here:
 * a pattern and a function reading the API (see public-page.ts).
 */
export const PUBLIC_PAGES: PublicPage[] = [
  { pattern: '/', render: homePage('cars') },
  { pattern: '/motorcycles', render: homePage('motorcycles') },
  { pattern: '/trucks', render: homePage('trucks') },
  { pattern: '/listings', render: listingsPage },
  ...['vehicle', 'cars', 'motorcycles', 'trucks'].map((prefix) => ({
    pattern: `/${prefix}/:id`,
    render: vehiclePage,
  })),
  { pattern: '/dealers/:id', render: dealerPage },
  { pattern: '/sales-reps/:id', render: salesRepPage },
];
