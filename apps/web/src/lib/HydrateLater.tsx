import { Suspense, useState, type ReactElement } from 'react';

/**
 * Hydration in slices. A server-rendered page is adopted in one pass of the whole tree, one
 * task of the main thread: on /listings that is the header, the filters and 24 result cards,
 * ~130 ms on a desktop CPU and four times that on a mid-range phone, during which a tap
 * waits. Parts wrapped in `HydrateLater` are left out of that first pass: their server
 * markup stays on screen as it is, and each is adopted afterwards in a task of its own, in
 * page order, so no task is long. Interacting with the page (a pointer press, a key, a
 * focus) adopts all that remains at once, before the click or key reaches it.
 *
 * Outside the first pass (a page the SPA renders itself, after navigation) it renders its
 * child at once. The child must be one element, as Preact keeps the one DOM node in its
 * place while it waits (docs/performance.md, "Hydration in slices").
 */

interface Gate {
  open: boolean;
  opened: Promise<void>;
  release: () => void;
}

/** True during the first pass of hydrateRoot (adoptServerMarkup). */
let firstPass = false;
const waiting: Gate[] = [];

function newGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    open: false,
    opened,
    release: () => {
      gate.open = true;
      resolve();
    },
  };
  waiting.push(gate);
  return gate;
}

/** A new task without setTimeout's 4 ms clamp on nested calls. */
let nextTask: (() => void) | null = null;
function scheduleNext() {
  if (!nextTask) {
    const channel = new MessageChannel();
    channel.port1.onmessage = releaseNext;
    nextTask = () => channel.port2.postMessage(null);
  }
  nextTask();
}

/** One part per task: its render runs in this task's microtasks, once its gate opens. */
function releaseNext() {
  const gate = waiting.shift();
  if (!gate) {
    // The task after the last part's: its render is done.
    performance.mark('hydration: later parts adopted');
    return;
  }
  gate.release();
  scheduleNext();
}

function releaseAll() {
  for (const gate of waiting.splice(0)) gate.release();
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `hydrate` (hydrateRoot with the app) as the first pass, then adopts the parts left
 * for later one task at a time, or all at once on the first interaction. `adoptAllAtOnce`
 * when an interaction is already under way (the key or pointer press that started
 * hydration): the parts are adopted before the click or key that follows reaches them.
 */
export function adoptServerMarkup(
  hydrate: () => void,
  { adoptAllAtOnce = false }: { adoptAllAtOnce?: boolean } = {},
): void {
  const started = performance.now();
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  // In DevTools' timings and Lighthouse's user timings; tools/bench/hydration-bench.mjs reads it.
  performance.measure('hydration: first pass', { start: started, end: performance.now() });
  if (waiting.length === 0) return;
  if (adoptAllAtOnce) {
    releaseAll();
    // Their renders run in this task's microtasks.
    setTimeout(() => performance.mark('hydration: later parts adopted'), 0);
    return;
  }
  const onInteraction = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    releaseAll();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, true);
  scheduleNext();
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactElement }) {
  // Suspending while hydrating keeps the server's markup and resumes adopting it later.
  if (gate && !gate.open) throw gate.opened;
  return children;
}

/** Its child is adopted after the first pass of hydration, in a task of its own. */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [gate] = useState(() => (firstPass ? newGate() : null));
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
