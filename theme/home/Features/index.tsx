import type { UiTextKey } from '../../i18n';
import { useUiText } from '../../i18n';
import { HomeSection } from '../Section';
import { FeatureIcon, type FeatureIconName } from './icons';
import styles from './index.module.css';

export interface FeatureCard {
  /** Decorative line icon (theme/home/Features/icons.tsx). */
  icon: FeatureIconName;
  /** i18n.json key of the title; its description is the key + `Desc`. */
  key: UiTextKey;
  /** Optional site path the whole card links to. */
  link?: string;
}

export interface FeaturesProps {
  cards: FeatureCard[];
  /** Cards per row on wide screens: 2, 3, 4 (default) or 6. */
  columns?: 2 | 3 | 4 | 6;
}

/** Grid of feature cards under the hero. Titles and descriptions come from i18n.json. */
export function Features({ cards, columns = 4 }: FeaturesProps) {
  const t = useUiText();
  return (
    <HomeSection id="features" title={t('featuresTitle')}>
      <ul className={styles.grid} style={{ '--columns': columns } as React.CSSProperties} data-columns={columns}>
        {cards.map(({ icon, key, link }) => {
          const body = (
            <>
              <span className={styles.icon}>
                <FeatureIcon name={icon} />
              </span>
              <h3 className={styles.title}>{t(key)}</h3>
              <p className={styles.details}>{t(`${key}Desc` as UiTextKey)}</p>
            </>
          );
          return (
            <li key={key} className={styles.card}>
              {link ? (
                <a className={styles.link} href={link}>
                  {body}
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
