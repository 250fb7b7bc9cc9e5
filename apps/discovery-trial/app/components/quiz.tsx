import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Campaign, ContentImage } from '@oriel/data-client';
import { ResponsiveImage, track } from '@oriel/ui';
import { quizResult } from '../features/quiz/quiz-rule';

type Quiz = NonNullable<Campaign['quiz']>;

/** The catalogue's product behind a result: its picture and its page on the brand site. */
export interface QuizProduct {
  href: string;
  image: ContentImage;
}

/**
 * The Matin discovery quiz: one question at a time (a radio group each), then the result, whose
 * URL (`?result=<code>`) can be shared and opens straight on it. Focus follows the visitor: to
 * each new question, then to the result.
 */
export function DiscoveryQuiz({ quiz, products = {} }: { quiz: Quiz; products?: Record<string, QuizProduct> }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const shared = searchParams.get('result');
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const [step, setStep] = useState(0);
  const [missing, setMissing] = useState(false);
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const result = quiz.results.find((r) => r.code === shared) ?? null;
  const started = useRef(false);

  useEffect(() => {
    if (!started.current) return;
    (result ? resultHeading : heading).current?.focus();
  }, [step, result]);

  const question = quiz.questions[step]!;
  const answer = answers[step];
  const last = step === quiz.questions.length - 1;

  function next() {
    if (answer === undefined) {
      setMissing(true);
      return;
    }
    setMissing(false);
    started.current = true;
    if (!last) {
      setStep(step + 1);
      return;
    }
    const code = quizResult(quiz.questions, answers as number[]);
    if (code) {
      // Analytics: which result, nothing about the visitor.
      track('quiz_completed', { result: code });
      setSearchParams({ result: code }, { preventScrollReset: true });
    }
  }

  function restart() {
    started.current = true;
    setAnswers([]);
    setStep(0);
    setCopied(false);
    setSearchParams({}, { preventScrollReset: true });
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
      <section className="campaign-quiz campaign-quiz--result" aria-labelledby="quiz-result-title" data-slot="quiz-result" data-result={result.code}>
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
          <button type="button" className={product ? 'campaign-button campaign-button--quiet' : 'campaign-button'} onClick={share}>
            <FormattedMessage id="quiz.share" />
          </button>
          <button type="button" className="campaign-link-button" onClick={restart}>
            <FormattedMessage id="quiz.retake" />
          </button>
          <p role="status" className="campaign-quiz__copied">
            {copied ? intl.formatMessage({ id: 'quiz.copied' }) : ''}
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="campaign-quiz" aria-labelledby="quiz-title" data-slot="quiz">
      <p className="campaign-kicker" id="quiz-title">
        <FormattedMessage id="quiz.title" />
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <fieldset aria-describedby={missing ? 'quiz-missing' : undefined}>
          <legend>
            <span className="campaign-quiz__progress">
              <FormattedMessage id="quiz.progress" values={{ n: step + 1, total: quiz.questions.length }} />
            </span>
            <h2 ref={heading} tabIndex={-1}>
              {question.question}
            </h2>
          </legend>
          <div className="campaign-quiz__options">
            {question.options.map((option, i) => (
              <label key={option.label} className="campaign-quiz__option">
                <input
                  type="radio"
                  name={`quiz-${step}`}
                  checked={answer === i}
                  onChange={() => {
                    setMissing(false);
                    setAnswers((a) => {
                      const copy = [...a];
                      copy[step] = i;
                      return copy;
                    });
                  }}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
          {missing && (
            <p id="quiz-missing" className="campaign-field__error" role="alert">
              <FormattedMessage id="quiz.choose" />
            </p>
          )}
        </fieldset>
        <div className="campaign-quiz__actions">
          {step > 0 && (
            <button type="button" className="campaign-link-button" onClick={() => setStep(step - 1)}>
              <FormattedMessage id="quiz.back" />
            </button>
          )}
          <button type="submit" className="campaign-button">
            <FormattedMessage id={last ? 'quiz.seeResult' : 'quiz.next'} />
          </button>
        </div>
      </form>
    </section>
  );
}
