import { z } from 'zod/mini';

/**
 * One step of the discovery quiz as posted: the chosen option of the current question (its index).
 * The browser checks a "Next" with it before posting, the campaign action re-checks with it; both
 * read the message from `quizMessages`. Whether the index names an option of the
 * question is the action's to tell: it knows the quiz. A module of its own, so the quiz fetches
 * it, and zod, when a step is first checked.
 */
export const quizStepSchema = z.object({
  answer: z.string().check(z.regex(/^\d{1,2}$/)),
});
