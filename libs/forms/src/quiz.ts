import type { FormMessages } from './messages';

export type QuizStepValues = { answer: string };

/** One step of the discovery quiz: `quizStepSchema` (@oriel/forms/quiz-schema). */
export const quizMessages: FormMessages = {
  fallback: 'quiz.choose',
  fields: { answer: { '*': 'quiz.choose' } },
};
