import type { ReactNode } from 'react';
import styles from './index.module.css';

export interface HomeSectionProps {
  /** Prefix of the heading id (`<id>-title`), which also labels the section for assistive tech. */
  id: string;
  title: string;
  /** Optional line under the heading. */
  description?: string;
  children: ReactNode;
}

/** One band of the home page: a centered column with an h2 and an optional description. */
export function HomeSection({ id, title, description, children }: HomeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
