/**
 * The intents the site's forms post to their route action (`<button name="intent" value=...>`).
 * No dependencies, so a route module's client code (e.g. `shouldRevalidate`) can name them
 * without loading the forms' schemas.
 */
export const otpIntents = { send: 'send-code', verify: 'verify-code' } as const;

export const registrationIntents = { ...otpIntents, register: 'register', anotherNumber: 'another-number' } as const;
export type RegistrationIntent = (typeof registrationIntents)[keyof typeof registrationIntents];

export const lookupIntents = { ...otpIntents, startOver: 'start-over', useEmail: 'use-email', usePhone: 'use-phone' } as const;
export type LookupIntent = (typeof lookupIntents)[keyof typeof lookupIntents];

/** The Matin quiz's steps (apps/discovery-trial quiz.server.ts): answer and go on, or go back one question. */
export const quizIntents = { next: 'quiz-next', back: 'quiz-back' } as const;
