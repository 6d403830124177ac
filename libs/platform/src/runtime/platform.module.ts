import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CACHE } from '../cache/cache.port.js';
import { PLATFORM_CONFIG } from '../config/platform-config.js';
import { EVENT_BUS } from '../messaging/event-bus.port.js';
import { ACCESS_TOKENS } from '../auth/token.service.js';
import { DENY_LIST } from '../auth/deny-list.js';
import { SESSION_STATE } from '../auth/session-state.js';
import { OptionalUserGuard, SignedInGuard } from '../auth/guards.js';
import { AccessTokenStrategy } from '../auth/access-token.strategy.js';
import { HEALTH, HealthController } from '../http/health.js';
import { OBJECT_STORAGE } from '../storage/object-storage.port.js';
import type { PlatformRuntime } from './platform-runtime.js';
import { DeadLettersController } from './dead-letters.controller.js';
import { DATABASE_URL, PLATFORM_RUNTIME } from './platform-tokens.js';

export { DATABASE_URL, PLATFORM_RUNTIME } from './platform-tokens.js';

/** Makes the process's runtime injectable in every service module it hosts. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(runtime: PlatformRuntime): DynamicModule {
    const providers = [
      { provide: PLATFORM_RUNTIME, useValue: runtime },
      { provide: PLATFORM_CONFIG, useValue: runtime.config },
      { provide: CACHE, useValue: runtime.cache },
      { provide: EVENT_BUS, useValue: runtime.bus },
      { provide: OBJECT_STORAGE, useValue: runtime.storage },
      { provide: ACCESS_TOKENS, useValue: runtime.tokens },
      { provide: DENY_LIST, useValue: runtime.denyList },
      { provide: SESSION_STATE, useValue: runtime.sessions },
      { provide: HEALTH, useValue: runtime.health },
      { provide: DATABASE_URL, useValue: runtime.databaseUrl },
      AccessTokenStrategy,
      SignedInGuard,
      OptionalUserGuard,
    ];
    return {
      module: PlatformModule,
      global: true,
      controllers: [HealthController, DeadLettersController],
      providers,
      exports: providers,
    };
  }
}
