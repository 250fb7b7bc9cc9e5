import type { Meta, StoryObj } from '@storybook/react-vite';
import { redirect } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Campaign } from '@oriel/data-client';
import { desktop, laptop, phone } from '@oriel/ui/story-viewports';
import { DiscoveryQuiz } from './quiz';
import '../styles/campaign.css';

type Quiz = NonNullable<Campaign['quiz']>;

const quiz: Quiz = {
  questions: [
    { question: 'Which morning is yours?', options: [{ label: 'Rain on the lake', result: 'l-eau' }, { label: 'A bright blue sky', result: 'dans-le-bleu-qui-petille' }] },
    { question: 'What do you reach for first?', options: [{ label: 'A book', result: 'l-eau' }, { label: 'The window', result: 'dans-le-bleu-qui-petille' }] },
  ],
  results: [
    { code: 'l-eau', volumeMl: 100, product: "L'Eau", collection: 'Collection Matin', description: 'Water, light and calm.', quote: 'A lake at dawn.', ingredients: ['Bergamot', 'Iris', 'Musk'] },
    { code: 'dans-le-bleu-qui-petille', volumeMl: 100, product: 'Dans le bleu qui pétille', collection: 'Collection Matin', description: 'A sparkling blue.', quote: 'Bubbles of light.', ingredients: ['Grapefruit', 'Mint', 'Cedar'] },
  ],
} as Quiz;

/** The quiz's texts in Chinese, as the Chinese page gets them; the products keep their names. */
const quizTc: Quiz = {
  questions: [
    { question: '哪一個早晨屬於您？', options: [{ label: '湖面上的雨', result: 'l-eau' }, { label: '晴朗的藍天', result: 'dans-le-bleu-qui-petille' }] },
    { question: '您最先伸手拿起甚麼？', options: [{ label: '一本書', result: 'l-eau' }, { label: '窗戶', result: 'dans-le-bleu-qui-petille' }] },
  ],
  results: [
    { code: 'l-eau', volumeMl: 100, product: "L'Eau", collection: '晨光系列', description: '水、光與寧靜。', quote: '破曉時分的湖。', ingredients: ['佛手柑', '鳶尾', '麝香'] },
    { code: 'dans-le-bleu-qui-petille', volumeMl: 100, product: 'Dans le bleu qui pétille', collection: '晨光系列', description: '閃爍的蔚藍。', quote: '光的氣泡。', ingredients: ['西柚', '薄荷', '雪松'] },
  ],
} as Quiz;

const posted = fn();

/** The campaign action's quiz steps as quiz.server.ts answers them: the next step, then the result's address. */
async function quizAction({ request }: { request: Request }) {
  const form = await request.formData();
  posted(Object.fromEntries(form));
  const answers = [...String(form.get('quiz_answers') ?? '').split(',').filter(Boolean).map(Number), Number(form.get('answer'))];
  if (answers.length < quiz.questions.length) return { quiz: { answers, chosen: null, errors: {} } };
  return redirect(`${new URL(request.url).pathname}?result=${answers.at(-1) === 1 ? 'dans-le-bleu-qui-petille' : 'l-eau'}`);
}

const meta = {
  title: 'Campaigns/Quiz',
  component: DiscoveryQuiz,
  args: { quiz },
  parameters: {
    routeAction: quizAction,
    docs: { description: { component: `The Matin discovery quiz of SPEC §3: three questions (4, 3 and 4 options), one at a time as a group of radios, then one of four results with its collection, volume, description, quote and three ingredients. The questions and results are the campaign's content; the rule that picks the result is decision 052's. Each step posts to the campaign page's action, so the quiz works without JavaScript; the result has an address of its own (\`?result=point-du-jour\`) that can be shared and opens on it, in either language.

**Use** on a campaign page whose content has a quiz (Matin), after the campaign's story; it stays playable once the campaign has ended and is hidden until it opens. Not as a product finder on the brand site: /fragrance-finder is that.

| Do | Don't |
| --- | --- |
| Write options as short phrases: they sit two by two (one column on a phone) with one radio size | Write options as sentences that wrap to a lone word |
| Keep "Previous question": going back keeps the answer already given | Score or hint at the result before the last question |
| Give each result its product's slug as its code: the catalogue then gives its picture and its "Discover …" link | Copy a product's picture or address into the quiz's content |
| Keep "Share my result" and "Take the quiz again" under the result; sharing sends the result's address | Ask for a name, number or email before showing the result |` } },
  },
  decorators: [
    (Story) => (
      <main className="campaign campaign--light">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DiscoveryQuiz>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Next" without a choice: told in the browser, in the visitor's language, and nothing is posted. */
export const WrongField: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    posted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please choose an answer');
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await expect(posted).not.toHaveBeenCalled();
    // A choice clears the message.
    await userEvent.click(canvas.getAllByRole('radio')[1]!);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const WrongFieldTraditionalChinese: Story = {
  args: { quiz: quizTc },
  parameters: { locale: 'tc' },
  globals: laptop,
  play: async ({ canvasElement }) => {
    posted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一題' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('請選擇一個答案');
    await expect(posted).not.toHaveBeenCalled();
  },
};

// The first question at the three widths in both languages (the two stories above are the laptop);
// "Next" without a choice is played once, there.
export const Phone375: Story = { ...WrongField, name: 'Phone 375 · English', tags: ['!autodocs'], play: undefined, globals: phone };
export const Desktop1440: Story = { ...WrongField, name: 'Desktop 1440 · English', tags: ['!autodocs'], play: undefined, globals: desktop };
export const PhoneChinese: Story = { ...WrongFieldTraditionalChinese, name: 'Phone 375 · 中文', tags: ['!autodocs'], play: undefined, globals: phone };
export const DesktopChinese: Story = { ...WrongFieldTraditionalChinese, name: 'Desktop 1440 · 中文', tags: ['!autodocs'], play: undefined, globals: desktop };

/** The action refuses the step (a choice it does not know): its message lands in the same place, the same words. */
export const ServerRefusal: Story = {
  parameters: { routeAction: async () => ({ quiz: { answers: [], chosen: null, errors: { answer: 'quiz.choose' } } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please choose an answer');
    await expect(canvas.getByText('Question 1 of 2')).toBeVisible();
  },
};

export const ServerRefusalTraditionalChinese: Story = {
  args: { quiz: quizTc },
  parameters: { ...ServerRefusal.parameters, locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: '下一題' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('請選擇一個答案');
  },
};

/** Each step posted to the page's action; after the last, the result at its own address, focused. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    posted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[1]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Question 2 of 2')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('radio')[1]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal my fragrance' }));
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Dans le bleu qui pétille' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(posted).toHaveBeenCalledTimes(2);
    await expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ intent: 'quiz-next', quiz_answers: '1', answer: '1' }));
  },
};

export const SuccessTraditionalChinese: Story = {
  args: { quiz: quizTc },
  parameters: { locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: '下一題' }));
    await expect(await canvas.findByText('第2題，共2題')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: '揭曉我的香氛' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: "L'Eau" })).toBeVisible();
  },
};
