import { Link } from '@rspress/core/theme-original';
import type { UiTextKey } from '../../i18n';
import { useUiText } from '../../i18n';
import { HomeSection } from '../Section';
import styles from './index.module.css';

export interface ExploreLink {
  /** i18n.json key of the title; its description is the key + `Desc`. */
  key: UiTextKey;
  /** Site path without the language prefix, e.g. `/guide/start/`. */
  path: string;
}

export interface ExploreProps {
  links: ExploreLink[];
  /** Prefix of the current language (`''` or `/zh`). */
  prefix: string;
}

/** "Explore the docs": one card per main section of the site. */
export function Explore({ links, prefix }: ExploreProps) {
  const t = useUiText();
  return (
    <HomeSection id="explore" title={t('exploreTitle')}>
      <ul className={styles.list}>
        {links.map(({ key, path }) => (
          <li key={key}>
            <Link className={styles.card} href={`${prefix}${path}`}>
              <span className={styles.title}>{t(key)}</span>
              <span className={styles.desc}>{t(`${key}Desc` as UiTextKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
