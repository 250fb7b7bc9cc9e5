import type { QuizAnswer } from '../features/quiz/quiz.server';
import type { RegistrationAnswer } from './registration.server';

/**
 * The campaign page's action answers the quiz and the registration form: only the registration's
 * answers are the form's (and the page's thank-you screen's). Tiny and type-only in its imports,
 * so the page can use it without loading the form's island.
 */
export function registrationAnswerOf(answer: RegistrationAnswer | QuizAnswer | undefined): RegistrationAnswer | undefined {
  return answer && 'step' in answer ? answer : undefined;
}

/** The registration's fetcher: the form posts through it, the page reads the booking from it (held once). */
export const registrationFetcherKey = (slug: string) => `registration-${slug}`;
