// Lets a plain `node` process run the TypeScript sources directly (see ts-loader.mjs).
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
