export { FormProvider, useController, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
export type { Resolver, UseFormReturn } from 'react-hook-form';
export * from './route-form';
export * from './form-field';
export * from './unsaved-changes';
export { ImplicitSubmit, useFormActionAt } from './implicit-submit';
