import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@oriel/i18n';
import { FormField, FormFieldError, FormProvider, useForm, useGroupAria, useGroupMemberAria } from './index';

/** A required text field and a required group of radios, as the booking form draws them. */
function Form({ refuse }: { refuse: boolean }) {
  const form = useForm();
  const { setError } = form;
  useEffect(() => {
    if (refuse) setError('salutation', { type: 'server', message: 'registration.error.salutation' });
  }, [refuse, setError]);
  return (
    <I18nProvider locale="en" app="discovery-trial">
      <FormProvider {...form}>
        <form noValidate>
          <FormField name="first_name" id="first_name" label="First name" required>
            {(control) => <input type="text" {...control} />}
          </FormField>
          <Salutation />
        </form>
      </FormProvider>
    </I18nProvider>
  );
}
function Salutation() {
  const member = useGroupMemberAria('salutation', 'salutation', { required: true });
  return (
    <fieldset {...useGroupAria('salutation', 'salutation')}>
      <legend>Salutation *</legend>
      {['ms', 'mrs'].map((value, i) => (
        <label key={value}>
          <input type="radio" name="salutation" value={value} id={i === 0 ? 'salutation' : undefined} {...member} /> {value}
        </label>
      ))}
      <FormFieldError name="salutation" id="salutation" />
    </fieldset>
  );
}

describe('the field family says what a screen reader needs', () => {
  it('a required field is required to assistive technology, not only by its "*"', () => {
    render(<Form refuse={false} />);
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeRequired();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
  });

  it("a group's message describes the radio that takes the focus, not only the fieldset", async () => {
    render(<Form refuse />);
    await act(async () => {});
    const [first] = screen.getAllByRole('radio');
    expect(first).toHaveAccessibleDescription('Please select your salutation');
  });
});
