import type { StaffDeps } from '../directory/mail.ts';
import type { QuoteService } from '../quotes/service.ts';
import type { ReviewService } from '../reviews/service.ts';
import type { ScreeningService } from '../screenings/service.ts';
import { analyzeReviewsTask } from './analyze-reviews.ts';
import { createTicket } from './create-ticket.ts';
import { generateQuoteTask } from './generate-quote.ts';
import { leaveRequestTask } from './leave-request.ts';
import { createTaskRegistry, type TaskRegistry } from './registry.ts';
import { resetPasswordTask } from './reset-password.ts';
import { scheduleInterviewTask } from './schedule-interview.ts';
import { scheduleMeetingTask } from './schedule-meeting.ts';
import { screenResumesTask } from './screen-resumes.ts';

/** Every staff task this server runs; those needing a service are offered when it is given. */
export function standardTaskRegistry(
  deps: {
    reviews?: ReviewService | undefined;
    screenings?: ScreeningService | undefined;
    /** Mail queue and links for the directory tasks (meetings, leave, password resets, interviews). */
    staff?: StaffDeps | undefined;
    quotes?: QuoteService | undefined;
  } = {},
): TaskRegistry {
  return createTaskRegistry([
    createTicket,
    ...(deps.reviews ? [analyzeReviewsTask(deps.reviews)] : []),
    ...(deps.screenings ? [screenResumesTask(deps.screenings)] : []),
    ...(deps.quotes ? [generateQuoteTask(deps.quotes)] : []),
    ...(deps.staff
      ? [
          scheduleMeetingTask(deps.staff),
          leaveRequestTask(deps.staff),
          resetPasswordTask(deps.staff),
          scheduleInterviewTask(deps.staff),
        ]
      : []),
  ]);
}
