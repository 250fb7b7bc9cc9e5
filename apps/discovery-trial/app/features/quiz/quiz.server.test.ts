import { describe, expect, it } from 'vitest';
import { quizAction } from './quiz.server';

const q = (...results: string[]) => ({ question: results.join('/'), options: results.map((result) => ({ label: result, result })) });
// The shape of the Matin quiz: 4, 3 and 4 options.
const quiz = {
  questions: [q('l-eau', 'bleu', 'parole', 'point'), q('l-eau', 'bleu', 'parole'), q('l-eau', 'bleu', 'parole', 'point')],
  results: [],
} as unknown as Parameters<typeof quizAction>[1];

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return quizAction(form, quiz, '/discovery-trial/matin-oriel');
};
const state = (answer: ReturnType<typeof post>) => ('data' in answer ? answer.data.quiz : null);

describe('the quiz steps of the campaign action', () => {
  it('asks again when no answer was chosen, keeping the answers so far', () => {
    const answer = post({ intent: 'quiz-next', quiz_answers: '3' });
    expect(state(answer)).toEqual({ answers: [3], chosen: null, errors: { answer: 'quiz.choose' } });
    expect('init' in answer && answer.init?.status).toBe(400);
  });

  it('records an answer and goes on; back shows the question before with its answer chosen', () => {
    expect(state(post({ intent: 'quiz-next', quiz_answers: '', answer: '2' }))).toEqual({ answers: [2], chosen: null, errors: {} });
    expect(state(post({ intent: 'quiz-back', quiz_answers: '2,1' }))).toEqual({ answers: [2], chosen: 1, errors: {} });
  });

  it('after the last answer, sends the browser to the result address with a GET', () => {
    const answer = post({ intent: 'quiz-next', quiz_answers: '3,0', answer: '3' }) as unknown as Response;
    expect(answer.status).toBe(303);
    // It opens at the result, not at the top of the page.
    expect(answer.headers.get('location')).toBe('/discovery-trial/matin-oriel?result=point#quiz');
  });

  it('ignores answers that name no option (a tampered form), and an answer out of range is no answer', () => {
    expect(state(post({ intent: 'quiz-next', quiz_answers: '1,7,x', answer: '1' }))).toEqual({ answers: [1, 1], chosen: null, errors: {} });
    expect(state(post({ intent: 'quiz-next', quiz_answers: '', answer: '4' }))?.errors).toEqual({ answer: 'quiz.choose' });
  });
});
