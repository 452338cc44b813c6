import type { PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit, useLocale } from '@mf/core/element/element-context';
import { pluralLabel } from '@mf/core/i18n/plural';
import { Combobox } from '@mf/ui/combobox';
import { LiveRegion } from '@mf/ui/live-region';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { siteSearchApi } from './site-search.api';
import { markTyped } from './internal/highlight';
import { navigateTo } from '../shared/navigate';
import { resultsAddress, type Suggestion } from './internal/typeahead';
import { useSearchBar } from './internal/use-search-bar';
import { useSuggestions } from './internal/use-suggestions';

type Props = PropsOf<typeof siteSearchApi>;

/**
 * The site search (spec §2 Site search, §4 Search header: shown or hidden, §5 Autocomplete, §7):
 * a GET form with the q field as a WAI-ARIA combobox of typeahead suggestions. In the header it
 * is a bar toggled by the page's #search links and hidden by a click outside or a scroll; inside
 * the main content it is always shown. Escape closes the suggestion list first, then the bar
 * (focus back on the #search link).
 */
export function SiteSearch(props: Props) {
  const { labels } = props;
  const emit = useEmit<typeof siteSearchApi>();
  const locale = useLocale();
  const { host } = useElementContext();
  const tag = host?.localName ?? siteSearchApi.tag;
  const id = `search${useId().replace(/[^\w-]/g, '')}`;
  const baseRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // spec §2: inside the main content the bar is always visible inline (read once, on mount).
  const [inMain] = useState(() => !!host?.closest('main, [role="main"]'));
  const inline = props.inline || inMain;

  const bar = useSearchBar({
    baseRef,
    inline,
    inputRef,
    onToggle: (shown) => emit(shown ? 'mf-open' : 'mf-close', null),
  });
  const typeahead = useSuggestions(
    {
      origin: props.origin,
      site: props.site,
      collection: props.collection,
      staticHostPattern: props.staticHostPattern,
      cloudHostPattern: props.cloudHostPattern,
      cloudPrefix: props.cloudPrefix,
    },
    tag,
  );

  const search = (term: string) => {
    const q = term.trim();
    if (!q) return; // An empty or whitespace query does not submit (README).
    const url = resultsAddress(props.action, q);
    if (emit('mf-search', { q, url })) navigateTo(url);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The form's GET address is built here (the same as the browser's: action?q=...), so Enter
    // and a chosen suggestion reach the results page the same way and the page may veto both.
    event.preventDefault();
    search(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The combobox stops the first Escape (closing its list); the next one closes the bar.
    if (event.key === 'Escape' && !inline && bar.shown) {
      event.preventDefault();
      bar.hide(true);
    }
  };

  const count = typeahead.suggestions.length;
  const announcement = count
    ? pluralLabel(count, labels.suggestionCountOne, labels.suggestionCountOther, locale)
    : '';

  return (
    <div
      part="base"
      ref={baseRef}
      className={inline ? 'search search--inline' : 'search'}
      data-state={bar.shown ? 'shown' : 'hidden'}
      hidden={!bar.shown}
      onKeyDown={onKeyDown}
    >
      <form
        part="form"
        className="search__form"
        role="search"
        aria-label={labels.search}
        action={props.action}
        method="get"
        onSubmit={onSubmit}
      >
        <label htmlFor={id} className="mf-visually-hidden">
          {labels.search}
        </label>
        <Combobox<Suggestion>
          id={id}
          inputRef={inputRef}
          value={text}
          options={typeahead.suggestions}
          optionKey={(s) => s.term}
          renderOption={(s) =>
            markTyped(s.term, typeahead.answered).map((segment, index) =>
              segment.typed ? <mark key={index}>{segment.text}</mark> : segment.text,
            )
          }
          listLabel={labels.suggestions}
          onInput={(value) => {
            setText(value);
            typeahead.query(value);
          }}
          onChoose={(s) => {
            setText(s.term);
            typeahead.clear();
            search(s.term);
          }}
          onEnterText={typeahead.clear}
          inputProps={{
            part: 'input',
            name: 'q',
            placeholder: labels.placeholder,
            enterKeyHint: 'search',
            spellCheck: false,
          }}
        />
        <button part="button" type="submit" className="search__submit">
          {labels.submit}
        </button>
        {inline ? null : (
          <button
            part="button"
            type="button"
            className="search__close"
            aria-label={labels.close}
            onClick={() => bar.hide(true)}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </form>
      {/* Keyed by the answered text: a new answer with the same count is announced again. */}
      <LiveRegion message={announcement} announceKey={typeahead.answered} />
    </div>
  );
}
