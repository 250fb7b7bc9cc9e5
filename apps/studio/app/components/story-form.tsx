import type { ReactNode } from 'react';
import { type AnswerErrors, FormProvider, serverErrors, useForm } from '@oriel/forms/rhf';

/**
 * A react-hook-form form for the studio's stories: the fields of the field family read their
 * state from a form, and `errors` stand for an action's answer (its field errors, by name).
 */
export function StoryForm({ errors, children }: { errors?: AnswerErrors; children: ReactNode }) {
  const form = useForm({ errors: errors ? serverErrors(errors) : undefined });
  return (
    <FormProvider {...form}>
      <form>{children}</form>
    </FormProvider>
  );
}
