import { z } from 'zod';

/** `/:id` where the id is a UUID (anything else answers 404: nothing has that id). */
export const idParams = z.object({ id: z.uuid() });
