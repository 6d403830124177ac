/**
 * Paint first, then hydrate. On a server-rendered page everything the visitor first sees is
 * already in the HTML; hydration adds behaviour. Run before the first paint (as a module
 * script does when it arrives before the HTML is laid out), hydration's long task holds
 * back the paint of the page and of its main photo. So hydration waits until the page's
 * main photo (the `fetchpriority="high"` image) has loaded and a frame has been painted,
 * or until the visitor presses a key or a pointer, whichever comes first.
 */

/** Longest wait for the main photo; on a slow network the page hydrates without it. */
const MAIN_PHOTO_WAIT_MS = 3000;

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

function mainPhotoLoaded(): Promise<void> {
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo || photo.complete) return Promise.resolve();
  return new Promise((done) => {
    photo.addEventListener('load', () => done(), { once: true });
    photo.addEventListener('error', () => done(), { once: true });
    setTimeout(done, MAIN_PHOTO_WAIT_MS);
  });
}

/** After the next frame is painted: a task queued from requestAnimationFrame runs after it. */
function nextFramePainted(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
}

export type HydrationCause = 'painted' | 'interaction';

/**
 * Resolves when the page has been painted with its main photo, or at the first key or
 * pointer press, saying which. In a hidden tab nothing is painted, so it resolves at once.
 */
export function pagePainted(): Promise<HydrationCause> {
  if (document.visibilityState !== 'visible') return Promise.resolve('painted');
  return new Promise((resolve) => {
    const onInteraction = () => {
      stopListening();
      resolve('interaction');
    };
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, true);
    mainPhotoLoaded()
      .then(nextFramePainted)
      .then(() => {
        stopListening();
        resolve('painted');
      });
  });
}
