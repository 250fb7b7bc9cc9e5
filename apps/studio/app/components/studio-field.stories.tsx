import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { desktop, laptop } from '@oriel/ui/story-viewports';
import { z } from 'zod';
import { FormProvider, formResolver, useForm } from '@oriel/forms/rhf';
import { Button, Notice } from './admin-ui';
import { StoryForm } from './story-form';
import { StudioField, StudioFormSelectField, StudioFormTextField, StudioTextField, studioFieldAria } from './studio-field';
import '@oriel/ui/styles.css';
import '../styles/studio.css';

const meta = {
  title: 'Studio/Field family',
  parameters: {
    layout: 'padded',
    docs: { description: { component: `The studio's one field family (decision 302). \`StudioField\` is the frame every studio field is drawn in: label, control, hint, notes such as a character counter, the "Translation missing" badge, and the error, read out as it appears; \`studioFieldAria\` ties the control to them. \`StudioFormTextField\` and \`StudioFormSelectField\` are fields of the page's react-hook-form form and show its error, whether the browser's check (the action's own schema) or the action found it; \`StudioTextField\` is the same field outside a form's state. The studio has no language choice (English only), so its messages are plain text.

**Use** for every field of a studio form; a control of its own (a rich text, chips, a date and time) goes inside \`StudioField\`. Not on public pages: they use the \`FormField\` family of libs/forms, in both languages.

| Do | Don't |
| --- | --- |
| Keep every label visible, with its language when there are two ("Name (Chinese)") | Use placeholders as labels |
| Write errors as what to do ("Write what the photograph shows, in English.") | Write "Invalid", or pass on the data service's technical message |
| Give a field a hint when it needs one, tied to it through \`studioFieldAria\` | Draw a label, hint or error outside the frame |
| Let the form's state carry the errors, from the browser's check and from the action alike | Keep a second copy of the errors in the page |` } },
  },
  decorators: [(Story) => <div className="studio">{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const altTexts = z.object({
  altEn: z.string().trim().min(1, 'Write what the photograph shows, in English.').max(300, 'Too long: at most 300 characters. Shorten it.'),
  role: z.enum(['editor', 'campaign-manager'], { message: 'Choose a role.' }),
});

function AltTextsForm() {
  const [saved, setSaved] = useState(false);
  const form = useForm<Record<string, unknown>>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver: formResolver(altTexts), defaultValues: { altEn: '', role: '' } });
  return (
    <FormProvider {...form}>
      <form className="studio-stack" noValidate onSubmit={form.handleSubmit(() => setSaved(true))}>
        <StudioFormTextField name="altEn" label="Alt text (English)" lang="en" hint="What the photograph shows, for people who cannot see it." />
        <StudioFormSelectField name="role" label="Role">
          <option value="">Choose</option>
          <option value="editor">Editor</option>
          <option value="campaign-manager">Campaign manager</option>
        </StudioFormSelectField>
        <div>
          <Button type="submit" variant="primary">
            Save
          </Button>
        </div>
        {saved ? <Notice tone="success">Saved.</Notice> : null}
      </form>
    </FormProvider>
  );
}

/** StudioFormTextField and StudioFormSelectField, for a form on react-hook-form: a wrong field is marked, says why and takes the focus; corrected, it saves. */
export const WrongField: Story = {
  globals: laptop,
  render: () => <AltTextsForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alt = canvas.getByLabelText('Alt text (English)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Write what the photograph shows, in English.')).toHaveAttribute('role', 'alert');
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(alt).toHaveAccessibleDescription(/for people who cannot see it\. Write what the photograph shows/);
    await expect(alt).toHaveFocus();
    await expect(canvas.getByLabelText('Role')).toHaveAccessibleDescription('Choose a role.');
    await expect(canvas.queryByText('Saved.')).toBeNull();

    await userEvent.type(alt, 'A bottle of L’eau on a stone ledge');
    await expect(alt).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'editor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved.')).toBeVisible();
  },
};
export const WrongFieldDesktop: Story = { ...WrongField, name: 'Form fields · Desktop 1440', tags: ['!autodocs'], play: undefined, globals: desktop };

/** The action's refusal lands in the same form state: the same field marked, its message read out. */
export const ServerRefusal: Story = {
  render: () => (
    <StoryForm errors={{ 'en.name': 'Too long: at most 80 characters. Shorten it.' }}>
      <StudioFormTextField name="en.name" label="Name (English)" lang="en" defaultValue={'N'.repeat(90)} />
      <StudioFormTextField name="zh-Hant.name" label="Name (Chinese)" lang="zh-Hant" missing />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name (English)')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Name (English)')).toHaveAccessibleDescription('Too long: at most 80 characters. Shorten it.');
    await expect(canvas.getByLabelText('Name (Chinese)')).toHaveAccessibleDescription('Translation missing');
    await expect(canvas.getByLabelText('Name (Chinese)')).not.toHaveAttribute('aria-invalid');
  },
};

/** StudioTextField outside a form's state (a filter, a confirmation), and StudioField around a control of its own (here a date and time). */
export const FrameAlone: Story = {
  globals: laptop,
  render: () => (
    <div className="studio-stack">
      <StudioTextField label="Type le-perce-vent to confirm" name="confirm" error="Type the campaign’s address exactly." />
      <StudioField id="schedule" label="Publish at (Hong Kong time)" hint="Empty: now." inline>
        <input id="schedule" type="datetime-local" {...studioFieldAria('schedule', { hint: true })} />
      </StudioField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Type le-perce-vent to confirm')).toHaveAccessibleDescription('Type the campaign’s address exactly.');
    await expect(canvas.getByLabelText('Publish at (Hong Kong time)')).toHaveAccessibleDescription('Empty: now.');
  },
};
export const FrameAloneDesktop: Story = { ...FrameAlone, name: 'Frame alone · Desktop 1440', tags: ['!autodocs'], globals: desktop };
