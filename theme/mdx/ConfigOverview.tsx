import { useSidebar } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useId, useMemo, useState } from 'react';
import { useUiText } from '../i18n';
import { NEEDS_HYDRATION } from '../hydration/serverContentMarkup';
import { matchesOption } from '../lib/optionFilter';
import styles from './ConfigOverview.module.css';

/** From the pages' frontmatter at build time (site/configDescriptions.ts). */
const DESCRIPTIONS: Record<string, string> = __CONFIG_DESCRIPTIONS__;

interface OptionEntry {
  name: string;
  routePath: string;
  group: string;
  description: string;
}

/** Sidebar links carry `.html` (`/config/root.html`, `/config/index.html`); page routes do not. */
const toRoutePath = (link: string) => link.replace(/\.html$/, '').replace(/\/index$/, '/');

interface SidebarNode {
  text?: string;
  link?: string;
  items?: SidebarNode[];
}

/**
 * The config overview (docs/<lang>/config/index.mdx imports it from `@theme/mdx/ConfigOverview`): every option
 * page of the config sidebar, grouped as the sidebar groups them (docs/<lang>/config/_meta.json is
 * the one source of the order), each with the description from its frontmatter. The filter finds an
 * option by its dotted name, by the words of its file name, or by its group (theme/lib/optionFilter.ts).
 */
export default function ConfigOverview() {
  const t = useUiText();
  const sidebar = useSidebar() as SidebarNode[];
  const [query, setQuery] = useState('');
  const inputId = useId();

  const groups = useMemo(() => {
    const describe = (routePath: string) => DESCRIPTIONS[routePath] ?? '';
    const entry = (node: SidebarNode, group: string): OptionEntry => {
      const routePath = toRoutePath(node.link ?? '');
      return { name: node.text ?? '', routePath, group, description: describe(routePath) };
    };
    const topLevel = sidebar.filter((node) => !node.items && node.link && !toRoutePath(node.link).endsWith('/config/'));
    return [
      { name: t('configOverviewTopLevel'), id: 'top-level', options: topLevel.map((node) => entry(node, '')) },
      ...sidebar
        .filter((node) => node.items)
        .map((node) => ({
          name: node.text ?? '',
          id: node.text ?? '',
          options: (node.items ?? []).filter((item) => item.link).map((item) => entry(item, node.text ?? '')),
        })),
    ];
  }, [sidebar, t]);

  const visible = groups
    .map((group) => ({ ...group, options: group.options.filter((option) => matchesOption(query, option)) }))
    .filter((group) => group.options.length > 0);

  return (
    // The filter works only once hydrated: the overview page loads its chunk on the first load (serverContent.ts).
    <div className={styles.overview} {...NEEDS_HYDRATION}>
      <div className={styles.filter}>
        <label htmlFor={inputId}>{t('overview.filterNameText')}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={t('overview.filterPlaceholderText')}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="config-filter"
        />
      </div>
      {visible.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('overview.filterNoResultText')}: {query}
        </p>
      ) : (
        visible.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className={styles.groupTitle}>
              {group.name}
            </h2>
            <ul className={styles.list}>
              {group.options.map((option) => (
                <li key={option.routePath} className={styles.item} data-testid="config-option">
                  <Link href={option.routePath} className={styles.name}>
                    <code>{option.name}</code>
                  </Link>
                  <span className={styles.description}>{option.description}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
