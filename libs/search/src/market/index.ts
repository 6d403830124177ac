import { MarketPrices1742000000000 } from './1742000000000-market-prices.migration.js';
import { MarketController } from './market.controller.js';
import { MarketPriceBook } from './market-price-book.js';
import { MarketPriceEventsHandler } from './market-price-events.handler.js';
import { MarketPriceRepository } from './market-price.repository.js';

/** The deal ratings' read model, registered by SearchModule. */
export const marketMigrations = [MarketPrices1742000000000];
export const marketControllers = [MarketController, MarketPriceEventsHandler];
export const marketProviders = [MarketPriceRepository, MarketPriceBook];
export { MarketPriceBook, MarketPriceEventsHandler };
export { rateDeal, segmentOf, yearBand } from './deal-rating.js';
