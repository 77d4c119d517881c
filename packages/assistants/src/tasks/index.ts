import type { ReviewService } from '../reviews/service.ts';
import { analyzeReviewsTask } from './analyze-reviews.ts';
import { createTicket } from './create-ticket.ts';
import { createTaskRegistry, type TaskRegistry } from './registry.ts';

/** Every staff task this server runs; those needing a service are offered when it is given. */
export function standardTaskRegistry(deps: { reviews?: ReviewService | undefined } = {}): TaskRegistry {
  return createTaskRegistry([createTicket, ...(deps.reviews ? [analyzeReviewsTask(deps.reviews)] : [])]);
}
