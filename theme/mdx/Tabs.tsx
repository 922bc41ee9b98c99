import { type TabProps, type TabsProps, useStorageValue } from '@rspress/core/theme-original';
import clsx from 'clsx';
import { Children, forwardRef, isValidElement, type KeyboardEvent, type ReactElement, useId, useRef, useState } from 'react';
import { NEEDS_HYDRATION, TABS_GROUP_ATTRIBUTE } from '../../site/serverContentMarkup';
import { useKeepsServerDom } from '../hydration/serverDom';
import { groupStorageKey, tabAfterKey } from '../lib/tabKeys';

/**
 * Rspress's tabs (replaces `Tabs`; its package-manager tabs use them too) with a keyboard path: Rspress's tab
 * labels were `<div>`s with a click handler only, out of the tab order and unnamed as tabs, so a keyboard or
 * screen-reader user could not switch from npm to pnpm. Here the labels are a `tablist` of `tab`s and the
 * contents are `tabpanel`s. Tab reaches the selected tab, the arrow keys, Home and End choose another, and
 * the chosen tab is focused and shown.
 * The server renders every panel, so that on a first load that keeps the content as served
 * (theme/hydration/serverContent.ts) the tabs work on that DOM without this component
 * (theme/hydration/tabsOnServerDom.ts); the root carries the group's storage key for that. Rendered in the
 * browser after a navigation, a hidden panel stays empty until its tab is first chosen (`keepDOM` keeps it
 * after that). Only tabs with an `onChange` need this component on the first load, and say so (`NEEDS_HYDRATION`).
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
  const [storedIndex, setStoredIndex] = useStorageValue(groupStorageKey(groupId ?? ''), String(initialIndex));
  const current = groupId ? Number(storedIndex) : ownIndex;
  const id = useId();
  const tabElements = useRef<Array<HTMLDivElement | null>>([]);
  // The panels shown so far. In a render after a navigation, a panel's content is rendered the first time its
  // tab is chosen, then kept: 30 of the 46 code blocks of the quick start are in hidden panels. The server renders
  // them all (the served DOM must hold every tab's code), and the first hydration matches it.
  const servedWhole = useKeepsServerDom() || typeof window === 'undefined';
  const [shown] = useState(() => new Set<number>(servedWhole ? tabs.map((_tab, index) => index) : []));
  shown.add(current);

  const select = (index: number) => {
    if (tabs[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStoredIndex(String(index));
    else setOwnIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(
      event.key,
      current,
      tabs.map((tab) => Boolean(tab.disabled)),
    );
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabElements.current[next]?.focus();
  };

  return (
    // The served DOM's tabs select, store and follow the group's choice without this component; an `onChange`
    // of the page's own needs it, so such a page loads its chunk on the first load (serverContent.ts).
    <div
      className={clsx('rp-tabs', className)}
      ref={ref}
      {...(groupId ? { [TABS_GROUP_ATTRIBUTE]: groupStorageKey(groupId) } : {})}
      {...(onChange ? NEEDS_HYDRATION : {})}
    >
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
