/** The process's PlatformRuntime (PlatformModule provides it to every service module it hosts). */
export const PLATFORM_RUNTIME = Symbol('PLATFORM_RUNTIME');
export const DATABASE_URL = Symbol('DATABASE_URL');
