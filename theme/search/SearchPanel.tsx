/**
 * The search modal (spec 2.4): input, results grouped by page, tabs for several remote indexes.
 * Loaded on first use (see ./Search.tsx) together with the engine, so pages do not pay for it up front.
 *
 * Keys: arrows move the selection, Enter opens it, Escape closes the modal. Typing is debounced by
 * `DEBOUNCE_MS`; a query answered after a newer one was typed is dropped.
 *
 * Props: `lang` (index language), `siteTitle` (label of the local results), `settings`, `onClose`.
 */
import { useI18n } from '@rspress/core/runtime';
import {
  IconClose,
  IconEmpty,
  IconFile,
  IconHeader,
  IconJump,
  IconSearch,
  IconTitle,
  Link,
  SvgWrapper,
  Tab,
  Tabs,
  useLinkNavigate,
} from '@rspress/core/theme-original';
// Rspress's own look for the modal (its search components are replaced, so their styles are imported here).
import '@rspress/core/dist/theme/components/Search/SearchPanel.css';
import '@rspress/core/dist/theme/components/Search/SuggestItem.css';
import '@rspress/core/dist/theme/components/Search/NoSearchResult.css';
import { Fragment, type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUiText } from '../i18n';
import type { HighlightRange } from './engine/highlight';
import { searchLocal } from './engine/loadIndex';
import { DEFAULT_LIMIT, type ResultGroup, type SearchHit } from './engine/types';
import { searchKeyBuffer, takeBufferedKeys } from './keyBuffer';
import type { SearchSettings } from './settings';

/** Wait after the last keystroke before searching, in ms (spec 5). */
export const DEBOUNCE_MS = 150;

export interface SearchPanelProps {
  lang: string;
  siteTitle: string;
  settings: SearchSettings;
  onClose: () => void;
}

async function runSearch(query: string, props: SearchPanelProps, signal: AbortSignal): Promise<ResultGroup[]> {
  const { settings, lang, siteTitle } = props;
  const limit = settings.limit ?? DEFAULT_LIMIT;
  if (settings.mode === 'remote') {
    try {
      // Not part of the modal's chunk: it matches the API's pages with LocalSearch, which local mode keeps in its
      // worker (evaluated with the modal at idle, FlexSearch took 30 ms of the page's thread, 120 ms at 4x CPU).
      // ./Search.tsx loads it beside the modal in remote mode.
      const { searchRemote } = await import('./engine/remote');
      return await searchRemote(settings, query, lang, limit, signal);
    } catch (error) {
      if (!signal.aborted) console.error(error);
      return settings.searchIndexes.map((tab) => ({ index: tab.value, label: tab.label, pages: [] }));
    }
  }
  return [{ index: siteTitle, label: siteTitle, pages: await searchLocal(lang, query, limit) }];
}

const HIT_ICONS = { title: IconTitle, header: IconHeader, content: IconFile } as const;

function Highlighted({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, length } of ranges) {
    parts.push(text.slice(at, start), <mark key={start} className="rp-suggest-item__mark">{text.slice(start, start + length)}</mark>);
    at = start + length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

function HitRow({ hit, current, id, onSelect, onOpen }: { hit: SearchHit; current: boolean; id: string; onSelect: () => void; onOpen: () => void }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (current) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <li ref={ref} id={id} className={`rp-suggest-item${current ? ' rp-suggest-item--current' : ''}`} onMouseMove={current ? undefined : onSelect}>
      <Link href={hit.link} className="rp-suggest-item__link" onClick={onOpen}>
        <div className="rp-suggest-item__container">
          <div className="rp-suggest-item__icon" aria-hidden="true">
            <SvgWrapper icon={HIT_ICONS[hit.type]} />
          </div>
          <div className="rp-suggest-item__content">
            {hit.type === 'content' ? (
              <>
                <div className="rp-suggest-item__statement">
                  <Highlighted text={hit.statement} ranges={hit.highlightInfoList} />
                </div>
                <p className="rp-suggest-item__title">{hit.header}</p>
              </>
            ) : (
              <div className="rp-suggest-item__header">
                <Highlighted text={hit.header} ranges={hit.highlightInfoList} />
              </div>
            )}
          </div>
          <div className="rp-suggest-item__action-icon" aria-hidden="true">
            <SvgWrapper icon={IconJump} />
          </div>
        </div>
      </Link>
    </li>
  );
}

export default function SearchPanel(props: SearchPanelProps) {
  const { onClose } = props;
  const t = useI18n();
  const ui = useUiText();
  const navigate = useLinkNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  /** Results of `answeredQuery`; undefined until the first answer arrives. */
  const [groups, setGroups] = useState<ResultGroup[]>();
  const [answeredQuery, setAnsweredQuery] = useState('');
  const [tab, setTab] = useState(0);
  const [current, setCurrent] = useState(0);

  // Debounced search; an answer to an older query is dropped.
  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setGroups(undefined);
      setAnsweredQuery('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void runSearch(text, props, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setGroups(result);
        setAnsweredQuery(text);
        setCurrent(0);
        setTab((index) => Math.min(index, result.length - 1));
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, props.lang, props.settings]);

  const hits = useMemo(() => groups?.[tab]?.pages.flatMap((page) => page.hits) ?? [], [groups, tab]);

  const open = useCallback(
    (hit: SearchHit | undefined) => {
      if (!hit) return;
      onClose();
      navigate(hit.link);
    },
    [navigate, onClose],
  );

  // What the key handler reads, current as of the last render: the handler is registered once, in an effect,
  // and a listener re-registered after each render ran after paint, so an Enter pressed in the frame after an
  // arrow key opened the hit that was selected before it.
  const latest = useRef({ hits, current, open, onClose });
  latest.current = { hits, current, open, onClose };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { hits, current, open, onClose } = latest.current;
      // Keys that confirm an IME composition (Chinese, Japanese input) are not ours.
      if (event.isComposing) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setCurrent((index) => (index + step + hits.length) % hits.length);
      } else if (event.key === 'Enter' && event.target === inputRef.current) {
        event.preventDefault();
        open(hits[current]);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The input takes focus and the keys typed while the panel was on its way (./keyBuffer), in the same
  // task, so no key falls in between. Focus returns where it was (the search button) when the modal closes.
  useLayoutEffect(() => {
    const buffer = searchKeyBuffer();
    buffer.panelOpen = true;
    const previous = document.activeElement as HTMLElement | null;
    inputRef.current?.focus();
    const typed = takeBufferedKeys();
    if (typed) setQuery(typed);
    return () => {
      buffer.panelOpen = false;
      previous?.focus?.();
    };
  }, []);

  const searching = query.trim() !== '' && query.trim() !== answeredQuery;
  const renderPages = (group: ResultGroup, groupIndex: number) => {
    if (group.pages.length === 0) {
      return (
        <div className="rp-no-search-result">
          <SvgWrapper icon={IconEmpty} className="rp-no-search-result__icon" />
          <p className="rp-no-search-result__text">
            {t('searchNoResultsText')} <b>&quot;{answeredQuery}&quot;</b>
          </p>
          <p className="rp-no-search-result__suggestion">{t('searchSuggestedQueryText')}</p>
        </div>
      );
    }
    // Positions count within a tab: the selection belongs to the tab on show.
    let index = 0;
    // The pages holding every word come first; those holding some of them follow, under a note that says so.
    const firstPartial = group.pages.findIndex((page) => page.partial);
    const lists = firstPartial <= 0 ? [group.pages] : [group.pages.slice(0, firstPartial), group.pages.slice(firstPartial)];
    return lists.map((pages) => (
      <Fragment key={pages[0].routePath}>
        {pages[0].partial ? <p className="site-search__partial">{ui(firstPartial === 0 ? 'searchPartialText' : 'searchSomeWordsText')}</p> : null}
        <ul className="site-search__pages">
          {pages.map((page) => (
            <li key={page.routePath}>
              <p className="site-search__page-title">{page.title}</p>
              <ul className="rp-search-panel__group">
                {page.hits.map((hit) => {
                  const position = index++;
                  return (
                    <HitRow
                      key={`${hit.type}:${hit.link}`}
                      id={`site-search-hit-${groupIndex}-${position}`}
                      hit={hit}
                      current={groupIndex === tab && position === current}
                      onSelect={() => setCurrent(position)}
                      onOpen={onClose}
                    />
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </Fragment>
    ));
  };

  const modal = (
    <div className="rp-search-panel__mask" onClick={onClose}>
      <div
        className="rp-search-panel__modal"
        role="dialog"
        aria-modal="true"
        aria-label={t('searchPlaceholderText')}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="rp-search-panel__header">
          <div className="rp-search-panel__input-form">
            <SvgWrapper
              icon={IconSearch}
              aria-hidden="true"
              className={`rp-search-panel__search-icon${searching ? ' rp-search-panel__search-icon--loading' : ''}`}
            />
            <input
              ref={inputRef}
              className="rp-search-panel__input"
              type="search"
              value={query}
              placeholder={t('searchPlaceholderText')}
              aria-label={t('searchPlaceholderText')}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              onChange={(event) => setQuery(event.target.value)}
            />
            <button
              type="button"
              className="site-search__icon-button rp-search-panel__close"
              aria-label={ui('searchClearText')}
              onClick={() => {
                if (query) {
                  setQuery('');
                  inputRef.current?.focus();
                } else {
                  onClose();
                }
              }}
            >
              <SvgWrapper icon={IconClose} aria-hidden="true" />
            </button>
          </div>
          <button type="button" className="site-search__text-button rp-search-panel__cancel" onClick={onClose}>
            {ui('searchPanelCancelText')}
          </button>
        </div>
        <p className="sr-only" role="status">
          {searching && !groups ? ui('searchLoadingText') : groups ? ui('searchResultCountText').replace('{count}', String(groups[tab]?.pages.length ?? 0)) : ''}
        </p>
        {query.trim() && groups ? (
          <div className="rp-search-panel__results rp-scrollbar" data-query={answeredQuery}>
            {groups.length > 1 ? (
              <Tabs
                className="rp-search-panel__tabs"
                keepDOM={false}
                onChange={(index) => {
                  setTab(index);
                  setCurrent(0);
                }}
              >
                {groups.map((group, groupIndex) => (
                  <Tab key={group.index} label={group.label} value={group.index}>
                    {renderPages(group, groupIndex)}
                  </Tab>
                ))}
              </Tabs>
            ) : (
              <Fragment>{renderPages(groups[0], 0)}</Fragment>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
  return createPortal(modal, document.getElementById('__rspress_modal_container') ?? document.body);
}
