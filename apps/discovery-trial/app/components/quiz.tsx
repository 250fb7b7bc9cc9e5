import { type FormEvent, type RefObject, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useActionData, useLocation, useSearchParams, useSubmit } from 'react-router';
import type { Campaign, ContentImage } from '@oriel/data-client';
import { quizIntents } from '@oriel/forms/intents';

import { type QuizStepValues, quizMessages } from '@oriel/forms/quiz';
import { FormFieldError, FormProvider, ImplicitSubmit, formResolver, serverErrors, useForm, useFormActionAt, useFormContext, useGroupAria } from '@oriel/forms/rhf';
import { ResponsiveImage, track } from '@oriel/ui';
import type { QuizState } from '../features/quiz/quiz.server';
import type { action } from '../routes/campaign';

type Quiz = NonNullable<Campaign['quiz']>;

/** The catalogue's product behind a result: its picture and its page on the brand site. */
export interface QuizProduct {
  href: string;
  image: ContentImage;
}

/** Whether the page has been hydrated: the share button needs JavaScript, so it waits for it. */
function useHydrated() {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}

const firstStep: QuizState = { answers: [], chosen: null, errors: {} };
/** A step's form: the choice, and the answers before it (not a field: they say which step it is). */
type QuizFormValues = QuizStepValues & { answered: string };
/** The step's check, with the action's schema and messages (libs/forms); the schema (and zod) is fetched at the first check, not with the page. */
const resolver = formResolver<QuizFormValues>(() => import('@oriel/forms/quiz-schema').then((module) => module.quizStepSchema), { messages: quizMessages });

/**
 * The Matin discovery quiz: one question at a time (a radio group each), then the result, whose
 * URL (`?result=<code>`) can be shared and opens straight on it. Each step is a post to the
 * campaign page's action (quiz.server.ts), so the quiz works without JavaScript;
 * with it, react-hook-form checks the step with the action's schema (a missing choice is told in
 * the visitor's language before any post), the same form posts without a reload, the action's
 * answer (the step, its errors) comes back through the same form state, and focus follows the
 * visitor: to each new question, then to the result.
 */
export function DiscoveryQuiz({ quiz, products = {} }: { quiz: Quiz; products?: Record<string, QuizProduct> }) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const posted = useActionData<typeof action>();
  const state = posted && 'quiz' in posted ? posted.quiz : firstStep;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formAction = useFormActionAt('quiz');
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const result = quiz.results.find((r) => r.code === searchParams.get('result')) ?? null;
  // Set when the visitor answers here (not when a shared result opens the page).
  const answered = useRef(false);

  useEffect(() => {
    if (answered.current) heading.current?.focus();
  }, [state]);

  useEffect(() => {
    if (!answered.current || !result) return;
    // Analytics: which result, nothing about the visitor.
    track('quiz_completed', { result: result.code });
    resultHeading.current?.focus();
  }, [result]);

  const step = Math.min(state.answers.length, quiz.questions.length - 1);
  const question = quiz.questions[step]!;
  const last = step === quiz.questions.length - 1;

  // The action's answer, held once: its step's choice as the form's values, its errors as the form's.
  // The answers so far are part of the values, so a new step (or a new start) resets the choice.
  const values = useMemo(() => ({ answer: state.chosen === null ? '' : String(state.chosen), answered: state.answers.join(',') }), [state]);
  const errors = useMemo(() => (state.errors.answer ? serverErrors(state.errors) : undefined), [state]);
  const form = useForm<QuizFormValues>({ resolver, values, errors, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true, resetOptions: { keepErrors: true } });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    answered.current = true;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // "Previous question" asks nothing of the visitor: the form posts as it is.
    if (submitter?.value !== quizIntents.next) return;
    event.preventDefault();
    const element = event.currentTarget;
    void form.handleSubmit(() => submit(new FormData(element, submitter), { method: 'post', preventScrollReset: true }))();
  }

  async function share() {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: result?.product, url });
      else {
        await navigator.clipboard.writeText(url);
        setCopied(true);
      }
    } catch {
      // The visitor closed the share sheet: nothing to do.
    }
  }

  if (result) {
    const product = products[result.code];
    return (
      <section id="quiz" className="campaign-quiz campaign-quiz--result" aria-labelledby="quiz-result-title" data-slot="quiz-result" data-result={result.code}>
        {product && (
          // The product page lives in the brand-site app: a plain link, a document navigation.
          <a className="campaign-quiz__product" href={product.href} tabIndex={-1} aria-hidden="true">
            <ResponsiveImage image={{ src: product.image.url, width: product.image.width, height: product.image.height, alt: '', sources: product.image.sources }} sizes="(max-width: 640px) 60vw, 18rem" />
          </a>
        )}
        <p className="campaign-kicker">
          <FormattedMessage id="quiz.resultKicker" />
        </p>
        <h2 id="quiz-result-title" ref={resultHeading} tabIndex={-1}>
          {result.product}
        </h2>
        <p className="campaign-quiz__meta">
          <FormattedMessage id="quiz.collectionVolume" values={{ collection: result.collection, volume: result.volumeMl }} />
        </p>
        <p className="campaign-quiz__description">{result.description}</p>
        <blockquote className="campaign-quiz__quote">
          <p>{result.quote}</p>
        </blockquote>
        <h3>
          <FormattedMessage id="quiz.ingredients" />
        </h3>
        <ul className="campaign-quiz__ingredients">
          {result.ingredients.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
        <div className="campaign-quiz__actions">
          {product && (
            <a className="campaign-button" href={product.href}>
              <FormattedMessage id="quiz.discoverProduct" values={{ product: result.product }} />
            </a>
          )}
          {hydrated && (
            <button type="button" className={product ? 'campaign-button campaign-button--quiet' : 'campaign-button'} onClick={share}>
              <FormattedMessage id="quiz.share" />
            </button>
          )}
          <Link
            to={pathname}
            className="campaign-link-button"
            preventScrollReset
            onClick={() => {
              answered.current = true;
              setCopied(false);
            }}
          >
            <FormattedMessage id="quiz.retake" />
          </Link>
          <p role="status" className="campaign-quiz__copied">
            {copied ? intl.formatMessage({ id: 'quiz.copied' }) : ''}
          </p>
        </div>
      </section>
    );
  }

  return (
    <section id="quiz" className="campaign-quiz" aria-labelledby="quiz-title" data-slot="quiz">
      <p className="campaign-kicker" id="quiz-title">
        <FormattedMessage id="quiz.title" />
      </p>
      <FormProvider {...form}>
        <Form method="post" action={formAction} preventScrollReset onSubmit={onSubmit}>
          {/* Enter means "Next", which comes after "Previous question" on the page. */}
          <ImplicitSubmit intent={quizIntents.next}>
            <FormattedMessage id={last ? 'quiz.seeResult' : 'quiz.next'} />
          </ImplicitSubmit>
          <input type="hidden" name="quiz_answers" value={state.answers.slice(0, step).join(',')} />
          <QuizQuestion key={step} question={question} step={step} total={quiz.questions.length} chosen={state.chosen} heading={heading} />
          <div className="campaign-quiz__actions">
            {step > 0 && (
              <button type="submit" name="intent" value={quizIntents.back} className="campaign-link-button">
                <FormattedMessage id="quiz.back" />
              </button>
            )}
            <button type="submit" name="intent" value={quizIntents.next} className="campaign-button">
              <FormattedMessage id={last ? 'quiz.seeResult' : 'quiz.next'} />
            </button>
          </div>
        </Form>
      </FormProvider>
    </section>
  );
}

/** One question: its radio group, registered with the step's form, and the step's message. */
function QuizQuestion({ question, step, total, chosen, heading }: { question: Quiz['questions'][number]; step: number; total: number; chosen: number | null; heading: RefObject<HTMLHeadingElement | null> }) {
  const { register } = useFormContext<QuizFormValues>();
  const aria = useGroupAria('answer', 'quiz-answer');
  return (
    <fieldset aria-describedby={aria['aria-describedby']}>
      <legend>
        <span className="campaign-quiz__progress">
          <FormattedMessage id="quiz.progress" values={{ n: step + 1, total }} />
        </span>
        <h2 ref={heading} tabIndex={-1}>
          {question.question}
        </h2>
      </legend>
      <div className="campaign-quiz__options">
        {question.options.map((option, i) => (
          <label key={option.label} className="campaign-quiz__option">
            {/* Checked by the server's render too (no JavaScript): the answer kept after "Previous question". */}
            <input type="radio" {...register('answer')} value={i} defaultChecked={chosen === i} aria-invalid={aria['aria-invalid']} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FormFieldError name="answer" id="quiz-answer" className="campaign-field__error" />
    </fieldset>
  );
}
