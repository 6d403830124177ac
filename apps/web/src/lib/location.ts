/**
 * The site's origin: the browser's, or on the server (entry-server.tsx) the public address
 * of the site being rendered, so markup that carries absolute URLs reads the same on both
 * sides. The path comes from the router (useLocation), which both sides share.
 */
let serverOrigin: string | null = null;

/** The server renderer names the site's public origin. */
export function setServerOrigin(origin: string | null): void {
  serverOrigin = origin;
}

export function currentOrigin(): string {
  return typeof window === 'undefined'
    ? (serverOrigin ?? 'http://localhost')
    : window.location.origin;
}
