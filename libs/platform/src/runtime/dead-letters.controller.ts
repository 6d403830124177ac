import { Controller, Inject, Param } from '@nestjs/common';
import { adminEventRoutes, type ResponseOf } from '@market/contracts';
import { Endpoint } from '../http/endpoint.js';
import { NotFoundError, ReplayFailedError } from '../http/app-errors.js';
import type { PlatformRuntime } from './platform-runtime.js';
import { PLATFORM_RUNTIME } from './platform-tokens.js';
import { DeadLetterReplayError, type ServiceEvents } from './service-events.js';

/**
 * The admin's view of each hosted service's dead letters, and the command that replays one.
 * A process answers for the services it hosts (all of them in the embedded mode, its own in
 * the distributed one, where the gateway routes /api/admin/events/<service> to it).
 */
@Controller()
export class DeadLettersController {
  constructor(@Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime) {}

  @Endpoint(adminEventRoutes.deadLetters)
  async list(
    @Param('service') service: string,
  ): Promise<ResponseOf<typeof adminEventRoutes.deadLetters>> {
    const letters = await this.eventsOf(service).deadLetters.waiting(200);
    return {
      items: letters.map(({ envelope, ...letter }) => ({
        ...letter,
        service,
        data: envelope.data,
      })),
    };
  }

  @Endpoint(adminEventRoutes.replayDeadLetter)
  async replay(
    @Param('service') service: string,
    @Param('id') id: string,
  ): Promise<{ replayed: true }> {
    const events = this.eventsOf(service);
    let replayed: boolean;
    try {
      replayed = await events.replayDeadLetter(id);
    } catch (error) {
      if (!(error instanceof DeadLetterReplayError)) throw error;
      throw new ReplayFailedError(
        `The replay failed again, and the event stays parked: ${error.message}`,
      );
    }
    if (!replayed) throw new NotFoundError('No parked event with this id is waiting for a replay.');
    return { replayed: true };
  }

  private eventsOf(service: string): ServiceEvents {
    const events = this.runtime.serviceEvents.get(service);
    if (!events) throw new NotFoundError(`This process runs no service called "${service}".`);
    return events;
  }
}
