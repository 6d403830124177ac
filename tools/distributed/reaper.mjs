// The supervisor's watchdog, run as its own detached process with an IPC channel to the
// supervisor. It holds the process-group ids of everything the supervisor started. When
// the channel closes without a release first — the supervisor was SIGKILLed, crashed, or
// its terminal went away — it ends those groups (SIGTERM, then SIGKILL after the grace
// period), so no service, broker or database outlives the run.
const groups = new Set();
let released = false;
let graceMs = 10_000;

process.on('message', (message) => {
  if (message.type === 'track') groups.add(message.pgid);
  else if (message.type === 'untrack') groups.delete(message.pgid);
  else if (message.type === 'grace') graceMs = message.ms;
  else if (message.type === 'release') released = true;
});

process.on('disconnect', () => {
  if (released || groups.size === 0) process.exit(0);
  void reap().finally(() => process.exit(0));
});

// Detached, so a Ctrl-C in the terminal does not reach it; a stray signal still reaps first.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => void reap().finally(() => process.exit(0)));
}

function alive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

async function reap() {
  const targets = [...groups];
  for (const pgid of targets) signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && targets.some(alive)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const pgid of targets) if (alive(pgid)) signalGroup(pgid, 'SIGKILL');
  groups.clear();
}

process.send?.({ type: 'ready' });
