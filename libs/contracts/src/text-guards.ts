import { z } from 'zod';

/**
 * Guards for free-text fields that hold a person's name (docs/hardening.md): letters of any one
 * writing system, with spaces, apostrophes, hyphens and dots between them. Emoji, symbols, digits,
 * control and invisible characters, and look-alike mixes (Latin with Cyrillic or Greek, the
 * homograph trick) are refused with a message id. Chinese with Latin ("Chan 陳大文") is allowed.
 */
export const textGuardMessages = {
  emoji: 'hardening.text.emoji',
  characters: 'hardening.text.characters',
  mixedScripts: 'hardening.text.mixedScripts',
} as const;

const emoji = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200D|\uFE0F/u;
const nameCharacters = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
const lookAlikeScripts = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u];

export type TextGuardReason = keyof typeof textGuardMessages;

/** Why a name is refused (the `reason` its issue carries in `params`), or null. */
export function personNameReason(value: string): TextGuardReason | null {
  const text = value.normalize('NFC').trim();
  if (emoji.test(text)) return 'emoji';
  if (!nameCharacters.test(text)) return 'characters';
  if (lookAlikeScripts.filter((script) => script.test(text)).length > 1) return 'mixedScripts';
  return null;
}

export function personNameProblem(value: string): string | null {
  const reason = personNameReason(value);
  return reason ? textGuardMessages[reason] : null;
}

/** A required person's name of at most `max` characters, checked by `personNameProblem`. */
export function personName(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max)
    .superRefine((value, ctx) => {
      const reason = personNameReason(value);
      if (reason) ctx.addIssue({ code: 'custom', message: textGuardMessages[reason], params: { reason } });
    });
}
