import { lazy, type ComponentType } from 'react';

/**
 * A page in its own chunk (React.lazy) that renders at once, without suspending, once its
 * chunk is loaded: `preload()` before hydrating a server-rendered page lets React adopt the
 * server's markup in one pass (a boundary still waiting for its chunk when the session
 * state arrives would be thrown away and rendered again).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** The page's file under apps/web (the build manifest's key). */
  source: string,
): ComponentType<P> & { preload: () => Promise<void>; source: string } {
  let loaded: ComponentType<P> | null = null;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.preload = async () => {
    await remember();
  };
  Page.source = source;
  return Page;
}
