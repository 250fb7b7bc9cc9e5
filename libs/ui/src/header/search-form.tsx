import { type ComponentProps, useId } from 'react';
import { useIntl } from 'react-intl';
import { LocalizedGetForm } from '@oriel/i18n';

/** The longest query the results page keeps (the data service's limit). */
export const searchInputMaxLength = 100;

export function SearchIcon() {
  return (
    <svg className="oriel-search-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" />
      <path d="m13 13 5.5 5.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The site search: a GET form to `/search` (`/tc/search`), a `search` landmark named by
 * `landmarkId`, a labelled field and a submit button. A plain form, so it works without
 * JavaScript; with it the router navigates to the results.
 */
export function SearchForm({
  defaultValue,
  landmarkId = 'search.landmark',
  labelVisible = false,
  className,
  inputRef,
  variant,
}: {
  defaultValue?: string;
  landmarkId?: 'search.landmark' | 'search.page.landmark';
  /** The results page shows the label; the header keeps it for screen readers. */
  labelVisible?: boolean;
  className?: string;
  inputRef?: ComponentProps<'input'>['ref'];
  variant: 'header' | 'drawer' | 'page';
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <LocalizedGetForm
      to="/search"
      role="search"
      aria-label={intl.formatMessage({ id: landmarkId })}
      className={['oriel-search-form', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-slot="search-form"
    >
      <label htmlFor={id} className={labelVisible ? 'oriel-search-form__label' : 'oriel-sr-only'}>
        {intl.formatMessage({ id: 'search.label' })}
      </label>
      <span className="oriel-search-form__row">
        <input
          ref={inputRef}
          id={id}
          className="oriel-search-form__input"
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={searchInputMaxLength}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="oriel-search-form__submit">
          <SearchIcon />
          <span className="oriel-sr-only">{intl.formatMessage({ id: 'search.submit' })}</span>
        </button>
      </span>
    </LocalizedGetForm>
  );
}
