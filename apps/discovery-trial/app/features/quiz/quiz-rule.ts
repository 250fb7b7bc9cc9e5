/**
 * The Matin quiz's rule (docs/decisions/052): every answer votes for one result; the result with
 * the most votes wins, and a tie goes to the answer of the last question, the one that asks where
 * the visitor would rather be. Three questions with 4, 3 and 4 options reach all four results.
 */
export function quizResult(questions: readonly { options: readonly { result: string }[] }[], answers: readonly number[]): string | null {
  if (answers.length !== questions.length) return null;
  const votes = new Map<string, number>();
  const chosen = answers.map((answer, q) => questions[q]?.options[answer]?.result);
  if (chosen.some((r) => r === undefined)) return null;
  for (const result of chosen as string[]) votes.set(result, (votes.get(result) ?? 0) + 1);
  const best = Math.max(...votes.values());
  const leaders = [...votes.entries()].filter(([, n]) => n === best).map(([r]) => r);
  if (leaders.length === 1) return leaders[0]!;
  const last = chosen.at(-1) as string;
  return leaders.includes(last) ? last : leaders[0]!;
}
