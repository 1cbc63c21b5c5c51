import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useSearchParams } from 'react-router-dom';
import { errorKeyOf } from '@dungeon/api-client';
import { FAQ_CATEGORIES, FAQ_QUERY_MAX_LENGTH, type FaqCategory } from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { HighlightedText } from '../highlighted-text';
import { SUPPORT_NS } from '../support-namespace';
import { useFaqSearchQuery } from '../support.api';
import { useDebouncedValue } from '../use-debounced-value';
import '../forms/form.css';
import './support-search.css';

function isCategory(value: string | null): value is FaqCategory {
  return (FAQ_CATEGORIES as readonly (string | null)[]).includes(value);
}

/**
 * /support/search: help articles searched as the player types (debounced, so one call per pause),
 * matches marked from the server's plain-text ranges, a category filter (radio group), and an
 * empty state that leads to a ticket. Query and category live in the URL, so Back and sharing work.
 */
export function Component() {
  const { t, i18n } = useTranslation(SUPPORT_NS);
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const linkText = params.get('q') ?? '';
  // The box keeps its own text and writes it to the link, which changes a moment later (a router
  // transition): a box shown from the link fell back to the old text meanwhile and lost fast keys.
  // The link's own changes (a link to another query) still reach the box; its echoes of ours do not.
  const [text, setText] = useState(linkText);
  const [seenLinkText, setSeenLinkText] = useState(linkText);
  const [ownWrites, setOwnWrites] = useState<string[]>([]);
  if (linkText !== seenLinkText) {
    setSeenLinkText(linkText);
    const echo = ownWrites.indexOf(linkText);
    setOwnWrites(echo === -1 ? [] : ownWrites.slice(echo + 1));
    if (echo === -1) setText(linkText);
  }
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : null;
  const query = useDebouncedValue(text.trim());
  const search = useFaqSearchQuery({ q: query, category, lang: i18n.language });
  const { error, isError, isFetching, refetch } = search;
  // RTK Query keeps the last good answer in `data` when the query changes; after a failure that
  // answer belongs to another query, so it must not stand in for this one's results.
  const data = isError ? undefined : search.data;

  function update(next: { q?: string; category?: FaqCategory | null }) {
    const merged = new URLSearchParams(params);
    const q = next.q ?? text;
    const chosen = next.category === undefined ? category : next.category;
    if (q) merged.set('q', q);
    else merged.delete('q');
    if (chosen) merged.set('category', chosen);
    else merged.delete('category');
    setParams(merged, { replace: true });
  }

  return (
    <div className="page support-search">
      <h1>{t('pages.supportSearch.title')}</h1>
      <p>{t('search.intro')}</p>
      <div role="search" className="support-search__form">
        <label htmlFor="support-search-input">{t('search.label')}</label>
        <input
          id="support-search-input"
          type="search"
          value={text}
          maxLength={FAQ_QUERY_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            setOwnWrites((writes) => [...writes, typed]);
            update({ q: typed });
          }}
        />
        <fieldset className="support-search__categories">
          <legend>{t('search.categoriesLabel')}</legend>
          {[null, ...FAQ_CATEGORIES].map((value) => (
            <label key={value ?? 'all'} className="support-search__chip">
              <input
                type="radio"
                name="faq-category"
                checked={category === value}
                onChange={() => {
                  update({ category: value });
                }}
              />
              <span>{value ? t(`categories.${value}`) : t('search.allCategories')}</span>
            </label>
          ))}
        </fieldset>
      </div>

      <p role="status" className="support-search__status">
        {isFetching ? t('search.searching') : data ? t('search.results', { count: data.items.length }) : ''}
      </p>
      {isError && (
        <div className="support-notice support-notice--error">
          <p role="alert">{errorMessage(errorKeyOf(error))}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {data && data.items.length === 0 && (
        <div className="support-search__empty">
          <p>{t('search.empty')}</p>
          <Link to={paths.supportContact}>{t('search.contact')}</Link>
        </div>
      )}
      {data && data.items.length > 0 && (
        <ul className="support-search__results" lang={data.lang}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Link to={generatePath(paths.supportArticle, { id: String(item.id) })} className="support-search__title">
                <HighlightedText text={item.title} ranges={item.titleRanges} />
              </Link>
              <p className="support-search__category">{t(`categories.${item.category}`)}</p>
              <p className="support-search__snippet">
                <HighlightedText text={item.snippet} ranges={item.snippetRanges} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
