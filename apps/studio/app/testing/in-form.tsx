import type { ReactNode } from 'react';
import { FormProvider, useForm } from '@oriel/forms/rhf';

/** A studio field under test inside a react-hook-form form, as the entry editor holds it. */
export function InForm({ children }: { children: ReactNode }) {
  const form = useForm();
  return (
    <FormProvider {...form}>
      <form>{children}</form>
    </FormProvider>
  );
}
