// Types of services.mjs.
export const repoRoot: string;
export class MissingBuildError extends Error {}
export interface AppEntry {
  name: string;
  entry: string;
}
export function discoverServices(
  root?: string,
): Promise<{ services: (AppEntry & { urlVariable: string })[]; gateway: AppEntry }>;
export function importPlatform(relative: string, root?: string): Promise<Record<string, unknown>>;
