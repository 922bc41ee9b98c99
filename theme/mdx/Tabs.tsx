import { type TabProps, type TabsProps, useStorageValue } from '@rspress/core/theme-original';
import clsx from 'clsx';
import { NEEDS_HYDRATION } from '../hydration/serverContent';
import { Children, Fragment, forwardRef, isValidElement, type KeyboardEvent, type ReactElement, useId, useRef, useState } from 'react';

/** Rspress's storage key prefix for a `groupId`: a choice a reader made before this component keeps working. */
const GROUP_STORAGE_PREFIX = 'rspress.tabs.';

/** Keys that move between tabs, as the ARIA tabs pattern has them: the new tab is focused and shown. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Rspress's tabs (replaces `Tabs`; its package-manager tabs use them too) with a keyboard path: Rspress's tab
 * labels were `<div>`s with a click handler only, out of the tab order and unnamed as tabs, so a keyboard or
 * screen-reader user could not switch from npm to pnpm. Here the labels are a `tablist` of `tab`s and the
 * contents are `tabpanel`s. Tab reaches the selected tab, the arrow keys, Home and End choose another, and
 * the chosen tab is focused and shown.
 * A hidden panel stays empty until its tab is first chosen (`keepDOM` keeps it after that).
 * The markup keeps Rspress's classes, so its styles apply. A label stays a `<div>`: package-manager labels hold
 * a `<div>`, which a `<button>` may not contain.
 * Props: those of Rspress's `Tabs` (`values`, `defaultIndex`, `defaultValue`, `onChange`, `groupId` shared through
 * localStorage, `tabPosition`, `keepDOM`, class names); children are `Tab` elements.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const {
    values,
    defaultIndex,
    defaultValue,
    onChange,
    children,
    groupId,
    tabPosition = 'left',
    className,
    labelItemClassName,
    contentItemClassName,
    keepDOM = true,
  } = props;
  const elements = Children.toArray(children).filter(isValidElement) as ReactElement<TabProps>[];
  const tabs = values?.length
    ? values.map((item, index) => ({ ...item, content: elements.find((child) => child.props.value === item.value) ?? elements[index] }))
    : elements.map((child, index) => ({
        label: child.props.label ?? index,
        value: child.props.value,
        disabled: child.props.disabled,
        content: child,
      }));
  const defaultValueIndex = defaultValue === undefined ? -1 : tabs.findIndex((tab) => tab.value === defaultValue);
  const initialIndex = defaultValueIndex === -1 ? (defaultIndex ?? 0) : defaultValueIndex;
  const [ownIndex, setOwnIndex] = useState(initialIndex);
  const [storedIndex, setStoredIndex] = useStorageValue(`${GROUP_STORAGE_PREFIX}${groupId}`, String(initialIndex));
  const current = groupId ? Number(storedIndex) : ownIndex;
  const id = useId();
  const tabElements = useRef<Array<HTMLDivElement | null>>([]);
  // The panels shown so far. A panel's content is rendered the first time its tab is chosen, then kept: the
  // page arrives (and hydrates) with one panel's code blocks instead of four (30 of the 46 code blocks of the
  // quick start were in hidden panels). The first render is the server's, as the stored choice is read in an effect.
  const [shown] = useState(() => new Set<number>());
  shown.add(current);

  // The Markdown copy of the page (llms.txt): every tab in turn, under its label, as Rspress writes it.
  if (import.meta.env.SSG_MD) {
    return (
      <>
        {tabs.map(({ label, content }, index) => (
          <Fragment key={index}>
            {`\n**${label}**\n\n`}
            {content}
            {'\n'}
          </Fragment>
        ))}
      </>
    );
  }

  const select = (index: number) => {
    if (tabs[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStoredIndex(String(index));
    else setOwnIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    // Skip disabled tabs; give up after a full turn (all disabled).
    let next = current;
    for (let step = 0; step < tabs.length; step++) {
      next = move(next, tabs.length);
      if (!tabs[next].disabled) break;
    }
    if (tabs[next].disabled) return;
    select(next);
    tabElements.current[next]?.focus();
  };

  return (
    // Tabs work only once hydrated: a page with them loads its chunk on the first load (serverContent.ts).
    <div className={clsx('rp-tabs', className)} ref={ref} {...NEEDS_HYDRATION}>
      {tabs.length ? (
        <div
          role="tablist"
          className="rp-tabs__label rp-tabs__label--no-scrollbar"
          style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
          onKeyDown={onKeyDown}
        >
          {tabs.map(({ label, value, disabled }, index) => {
            const selected = index === current;
            return (
              <div
                key={value ?? index}
                ref={(element) => {
                  tabElements.current[index] = element;
                }}
                role="tab"
                id={`${id}-tab-${index}`}
                aria-selected={selected}
                // With keepDOM off only the shown panel exists, and a reference must name an element.
                aria-controls={keepDOM || selected ? `${id}-panel-${index}` : undefined}
                aria-disabled={disabled || undefined}
                tabIndex={selected ? 0 : -1}
                className={clsx('rp-tabs__label__item', selected ? 'rp-tabs__label__item--selected' : 'rp-tabs__label__item--not-selected', labelItemClassName)}
                data-index={index}
                onClick={() => select(index)}
              >
                {label}
              </div>
            );
          })}
        </div>
      ) : null}
      <div className="rp-tabs__content">
        {tabs.map(({ value, content }, index) => {
          const selected = index === current;
          if (!keepDOM && !selected) return null;
          return (
            <div
              key={value ?? index}
              role="tabpanel"
              id={`${id}-panel-${index}`}
              aria-labelledby={`${id}-tab-${index}`}
              className={clsx('rp-tabs__content__item', selected ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden', contentItemClassName)}
              data-index={index}
            >
              {shown.has(index) ? content : null}
            </div>
          );
        })}
      </div>
    </div>
  );
});
