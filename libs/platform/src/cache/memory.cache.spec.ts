import { cacheContract } from './cache.contract.js';
import { MemoryCache } from './memory.cache.js';

describe('MemoryCache', () => {
  cacheContract(async () => new MemoryCache());
});
