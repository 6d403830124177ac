import type { ApiClient, ApiResponse } from './marketplace-harness.js';

/** One seller writing in the burst, with photos uploaded beforehand (one per create attempt). */
export interface BurstWriter {
  api: ApiClient;
  photoIds: string[];
}

export interface BurstOptions {
  /** Writes per writer: a create, then updates of it, then the next create, ... */
  writesPerWriter: number;
  updatesPerCreate: number;
  /** The fields every burst listing shares (make, model, a location to find them by). */
  listing: Record<string, unknown>;
  /** Called after each accepted (2xx) write with the running total. */
  onAccepted?: (total: number) => void;
  retryDelayMs?: number;
  timeoutMs?: number;
}

export interface BurstOutcome {
  /** Writes answered 2xx. */
  accepted: number;
  /** Attempts answered 5xx or not answered (retried until accepted). */
  failedAttempts: number;
  /** Creates that committed although their answer was lost: the retry found the photo taken. */
  unacknowledgedCreates: number;
  /** Every listing an accepted create returned, with the values of its last accepted write. */
  listings: Map<string, { price: number; mileage: number }>;
}

const PHOTO_TAKEN = 'One of the photos is no longer available; please upload it again.';

class BurstAborted extends Error {}

/**
 * Writers create and update listings concurrently, each in order; a write that fails for
 * the server's sake (5xx, or no answer while a process is down) is retried until accepted,
 * so each listing's last accepted write is its final state. A create is retried with the
 * same photo; when the retry finds that photo taken, the lost attempt did commit — that
 * listing exists without the writer knowing its id (not accepted, but it must be indexed
 * all the same) — and the create goes on with the next photo.
 */
export async function runWriteBurst(
  writers: BurstWriter[],
  options: BurstOptions,
): Promise<BurstOutcome> {
  const outcome: BurstOutcome = {
    accepted: 0,
    failedAttempts: 0,
    unacknowledgedCreates: 0,
    listings: new Map(),
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let aborted: Error | undefined;

  /** The 2xx answer of `attempt`, retried past 5xx and lost answers; `null` for a 4xx `refusal` accepts. */
  async function accepted(
    attempt: () => Promise<ApiResponse>,
    label: string,
    refusal?: (response: ApiResponse) => boolean,
  ): Promise<ApiResponse | null> {
    for (;;) {
      if (aborted) throw new BurstAborted(`${label} stopped: ${aborted.message}`);
      let response: ApiResponse | undefined;
      try {
        response = await attempt();
      } catch {
        // no answer at all: counted and retried like a 5xx
      }
      if (response && response.status < 300) {
        outcome.accepted += 1;
        options.onAccepted?.(outcome.accepted);
        return response;
      }
      if (response && response.status < 500) {
        if (refusal?.(response)) return null;
        throw new Error(
          `${label} was refused: ${response.status} ${JSON.stringify(response.body)}`,
        );
      }
      outcome.failedAttempts += 1;
      if (Date.now() > deadline)
        throw new Error(`${label} was not accepted before the burst timed out`);
      await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 200));
    }
  }

  async function create(writer: BurstWriter, label: string, values: Record<string, number>) {
    for (let photoId = writer.photoIds.shift(); photoId; photoId = writer.photoIds.shift()) {
      const created = await accepted(
        () =>
          writer.api.post('/api/listings', { ...options.listing, ...values, imageIds: [photoId] }),
        label,
        (response) => response.status === 400 && response.body?.error?.message === PHOTO_TAKEN,
      );
      if (created) return { id: created.body.id as string, photoId };
      outcome.unacknowledgedCreates += 1;
    }
    throw new Error(`${label}: the writer ran out of photos`);
  }

  async function write(writer: BurstWriter, w: number): Promise<void> {
    let current: { id: string; photoId: string } | undefined;
    for (let n = 0; n < options.writesPerWriter; n++) {
      // A value no other write uses, so the index shows which write it holds.
      const values = { price: 10_000 + w * 1_000 + n, mileage: n * 100 };
      if (n % (options.updatesPerCreate + 1) === 0) {
        current = await create(writer, `create ${w}/${n}`, values);
      } else {
        const { id, photoId } = current!;
        await accepted(
          () =>
            writer.api.patch(`/api/listings/${id}`, {
              ...options.listing,
              ...values,
              imageIds: [photoId],
            }),
          `update ${w}/${n}`,
        );
      }
      outcome.listings.set(current!.id, values);
    }
  }

  await Promise.allSettled(
    writers.map((writer, w) =>
      write(writer, w).catch((error: Error) => {
        // One writer's failure stops the others instead of leaving them retrying.
        aborted ??= error;
        throw error;
      }),
    ),
  );
  if (aborted) throw aborted;
  return outcome;
}
