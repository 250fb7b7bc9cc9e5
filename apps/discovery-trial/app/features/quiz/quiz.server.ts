import { data, redirect } from 'react-router';
import type { Campaign } from '@oriel/data-client';
import { quizIntents } from '@oriel/forms/intents';
import { fieldMessages, issueMessage } from '@oriel/forms/messages';
import { quizMessages } from '@oriel/forms/quiz';
import { quizStepSchema } from '@oriel/forms/quiz-schema';
import { quizResult } from './quiz-rule';

type Quiz = NonNullable<Campaign['quiz']>;

/**
 * Where the visitor is in the quiz: the answers given so far (option indexes, one per question
 * answered), the option to show as chosen on the current question (after "Previous question"),
 * and the step's field errors (message ids: pressed on without choosing).
 */
export interface QuizState {
  answers: number[];
  chosen: number | null;
  errors: { answer?: string };
}

/** The campaign action's answer to a quiz step (the `quiz` key tells it from a registration's). */
export interface QuizAnswer {
  quiz: QuizState;
}

const noStore = { 'Cache-Control': 'no-store' };

/** A whole number that indexes an option, or null (anything else a client sent). */
function optionIndex(value: FormDataEntryValue | null, options: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value)) return null;
  const index = Number(value);
  return index < options ? index : null;
}

/**
 * The quiz's intents, run by the campaign route's action: the form carries
 * the answers so far (`quiz_answers`, hidden) and the current question's choice (`answer`).
 * `quiz-next` records the choice and shows the next question, or, after the last, goes to the
 * result's shareable address (`?result=<code>`); `quiz-back` shows the question
 * before with its answer chosen. Without JavaScript every step is a page the server renders.
 */
export function quizAction(form: FormData, quiz: Quiz, pagePath: string) {
  const given: number[] = [];
  for (const part of String(form.get('quiz_answers') ?? '').split(',')) {
    const question = quiz.questions[given.length];
    const index = question ? optionIndex(part, question.options.length) : null;
    if (index === null) break;
    given.push(index);
  }
  const state = (patch: Partial<QuizState>, status = 200) => data<QuizAnswer>({ quiz: { answers: given, chosen: null, errors: {}, ...patch } }, { status, headers: noStore });

  if (form.get('intent') === quizIntents.back) return state({ answers: given.slice(0, -1), chosen: given.at(-1) ?? null });

  const question = quiz.questions[given.length];
  if (!question) return state({ answers: [] }, 400);
  // The same check, and the same message, as the browser's before it posts (libs/forms).
  const step = quizStepSchema.safeParse({ answer: form.get('answer') ?? '' });
  const chosen = step.success ? optionIndex(step.data.answer, question.options.length) : null;
  if (chosen === null) {
    const errors = step.success ? { answer: issueMessage(quizMessages, { code: 'invalid_value', path: ['answer'] }) } : fieldMessages(quizMessages, step.error);
    return state({ errors }, 400);
  }
  const answers = [...given, chosen];
  if (answers.length < quiz.questions.length) return state({ answers });
  const code = quizResult(quiz.questions, answers);
  if (!code) return state({ answers: [] }, 400);
  // 303: the browser fetches the result page with GET, so reloading it posts nothing again; it opens
  // at the result (without JavaScript, the top of the page otherwise), and so does a shared link.
  return redirect(`${pagePath}?${new URLSearchParams({ result: code })}#quiz`, { status: 303, headers: noStore });
}
