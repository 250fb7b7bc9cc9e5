import { describe, expect, it } from 'vitest';
import { quizResult } from './quiz-rule';

const q = (...results: string[]) => ({ options: results.map((result) => ({ result })) });
// The shape of the Matin quiz: 4, 3 and 4 options.
const questions = [
  q('l-eau', 'dans-le-bleu-qui-petille', 'parole-d-eau', 'point-du-jour'),
  q('l-eau', 'dans-le-bleu-qui-petille', 'parole-d-eau'),
  q('l-eau', 'dans-le-bleu-qui-petille', 'parole-d-eau', 'point-du-jour'),
];

describe('the Matin quiz rule', () => {
  it('gives the result most answers point to', () => {
    expect(quizResult(questions, [0, 0, 3])).toBe('l-eau');
    expect(quizResult(questions, [1, 1, 0])).toBe('dans-le-bleu-qui-petille');
    expect(quizResult(questions, [2, 0, 2])).toBe('parole-d-eau');
    expect(quizResult(questions, [3, 0, 3])).toBe('point-du-jour');
  });

  it('breaks a three-way tie with the last answer, so every result can be reached', () => {
    expect(quizResult(questions, [0, 1, 3])).toBe('point-du-jour');
    expect(quizResult(questions, [3, 2, 0])).toBe('l-eau');
  });

  it('does not depend on the order of the first two answers, and gives nothing for an incomplete quiz', () => {
    // A three-way tie both ways round: the last answer decides, whatever came first.
    expect(quizResult(questions, [2, 1, 0])).toBe('l-eau');
    expect(quizResult(questions, [1, 2, 0])).toBe('l-eau');
    expect(quizResult(questions, [0, 1])).toBeNull();
    expect(quizResult(questions, [0, 9, 1])).toBeNull();
  });
});
