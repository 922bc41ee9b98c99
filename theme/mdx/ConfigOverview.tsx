import { useSidebar } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useId, useMemo, useState } from 'react';
import { useUiText } from '../i18n';
import { matchesOption, OVERVIEW } from '../lib/optionFilter';
import { overviewGroups, type SidebarNode } from '../lib/overviewMarkdown';
import styles from './ConfigOverview.module.css';

/** From the pages' frontmatter at build time (site/configDescriptions.ts). */
const DESCRIPTIONS: Record<string, string> = __CONFIG_DESCRIPTIONS__;

/**
 * The config overview (docs/<lang>/config/index.mdx imports it from `@theme/mdx/ConfigOverview`): every option
 * page of the config sidebar, grouped as the sidebar groups them (docs/<lang>/config/_meta.json is
 * the one source of the order), each with the description from its frontmatter. The filter finds an
 * option by its dotted name, by the words of its file name, or by its group (theme/lib/optionFilter.ts).
 * Filtering hides what does not match. The markup (`OVERVIEW`) is the one the filter reads on a first load that
 * keeps the content as served, where this component does not run (theme/hydration/configFilterOnServerDom.ts).
 */
export default function ConfigOverview() {
  const t = useUiText();
  const sidebar = useSidebar() as SidebarNode[];
  const [query, setQuery] = useState('');
  const inputId = useId();

  const groups = useMemo(
    () => overviewGroups(sidebar, (routePath) => DESCRIPTIONS[routePath] ?? '', t('configOverviewTopLevel')),
    [sidebar, t],
  );

  const shown = groups.map((group) => group.options.map((option) => matchesOption(query, option)));
  const anyShown = shown.some((options) => options.includes(true));

  return (
    <div className={styles.overview} {...{ [OVERVIEW.root]: '' }}>
      <div className={styles.filter}>
        <label htmlFor={inputId}>{t('overview.filterNameText')}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={t('overview.filterPlaceholderText')}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="config-filter"
          {...{ [OVERVIEW.input]: '' }}
        />
      </div>
      <p className={styles.empty} role="status" hidden={anyShown} {...{ [OVERVIEW.status]: '' }}>
        {t('overview.filterNoResultText')}: <span {...{ [OVERVIEW.statusQuery]: '' }}>{query}</span>
      </p>
      {groups.map((group, groupIndex) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} hidden={!shown[groupIndex].includes(true)} {...{ [OVERVIEW.group]: '' }}>
          <h2 id={`group-${group.id}`} className={styles.groupTitle}>
            {group.name}
          </h2>
          <ul className={styles.list}>
            {group.options.map((option, optionIndex) => (
              <li
                key={option.routePath}
                className={styles.item}
                hidden={!shown[groupIndex][optionIndex]}
                data-testid="config-option"
                {...{ [OVERVIEW.option]: option.name, [OVERVIEW.route]: option.routePath, [OVERVIEW.optionGroup]: option.group }}
              >
                <Link href={option.routePath} className={styles.name}>
                  <code>{option.name}</code>
                </Link>
                <span className={styles.description}>{option.description}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
