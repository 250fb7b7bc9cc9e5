export { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
export * from './route-form';
export * from './form-field';
export * from './unsaved-changes';
