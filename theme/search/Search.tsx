/**
 * The navbar search (replaces Rspress's `Search`): the search button, the Ctrl/Cmd+K shortcut (kept by
 * the inline script of ./keyBuffer from the first paint), and the modal, which is a separate chunk loaded
 * on first use.
 *
 * Nothing of search loads with the page. At browser idle the modal's code and, in local mode, the
 * language's index file are fetched and the engine is built in a worker (./engine/searchWorker.ts), so the
 * page stays free to respond; when the reader shows intent first (pointer on the button, focus on it, the
 * shortcut), that starts it at once. Either way the engine is ready by the time the first query is typed:
 * built on intent only, the build (about 150 ms of work for the English index) was still running when the
 * first query came, and half the first queries after idle took over 500 ms. Changing language loads the other
 * language's index the same way.
 */
import { usePageData } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/components/Search/SearchButton.css';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useUiText } from '../i18n';
import { whenIdle } from '../lib/idle';
import { searchKeyBuffer } from './keyBuffer';
import { readSearchSettings, type SearchSettings } from './settings';
import './search.css';

const loadPanel = () => import('./SearchPanel');
const SearchPanel = lazy(loadPanel);

export function Search() {
  const t = useUiText();
  const {
    siteData: { title: siteTitle },
    page: { lang },
  } = usePageData();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<SearchSettings>();
  const [hotkey, setHotkey] = useState<string>();

  const prepare = useCallback(() => {
    const current = settings ?? readSearchSettings();
    void loadPanel();
    // Beside the modal's code, not after it: a query typed right after the page loads waits on the index.
    if (current.mode === 'local') void import('./engine/loadIndex').then(({ localSearchFor }) => localSearchFor(lang));
    // Remote mode matches the API's pages on this thread (./engine/remote.ts): its engine loads at the same time.
    else void import('./engine/remote');
  }, [lang, settings]);

  useEffect(() => {
    setSettings(readSearchSettings());
    setHotkey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);

  useEffect(() => whenIdle(prepare), [prepare]);

  // Ctrl/Cmd+K is the inline script's (./keyBuffer): it calls `toggle`, and a press that came before
  // hydration opens the panel now.
  useEffect(() => {
    const buffer = searchKeyBuffer();
    const toggle = () => {
      prepare();
      setOpen((isOpen) => !isOpen);
    };
    buffer.toggle = toggle;
    if (buffer.pending && !buffer.panelOpen) {
      prepare();
      setOpen(true);
    }
    return () => {
      if (buffer.toggle === toggle) buffer.toggle = undefined;
    };
  }, [prepare]);

  const close = useCallback(() => setOpen(false), []);
  const intent = () => prepare();
  // Keys typed between the click and the input's focus are kept for the input, as after the shortcut.
  const openFromClick = () => {
    const buffer = searchKeyBuffer();
    buffer.pending = true;
    buffer.text = '';
    setOpen(true);
  };
  const label = t('searchPlaceholderText');
  return (
    <>
      <button type="button" className="rp-search-button" onClick={openFromClick} onPointerEnter={intent} onFocus={intent}>
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" aria-hidden="true" />
          <span className="rp-search-button__word">{label}</span>
        </span>
        {/* "Ctrl" until the platform is known (⌘ on Apple devices); the box has a fixed width, so nothing moves. */}
        <span className="rp-search-button__hotkey site-search__hotkey" style={{ opacity: hotkey ? 1 : 0 }} aria-hidden="true">
          <span>{hotkey ?? 'Ctrl'}</span> <span>K</span>
        </span>
      </button>
      <button
        type="button"
        className="rp-search-button--mobile site-search__icon-button"
        aria-label={label}
        onClick={openFromClick}
        onPointerEnter={intent}
        onFocus={intent}
      >
        <SvgWrapper icon={IconSearch} aria-hidden="true" />
      </button>
      {open && settings ? (
        <Suspense fallback={null}>
          <SearchPanel lang={lang} siteTitle={siteTitle} settings={settings} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
