import { useUiText } from '../../i18n';
import { ToolLogo } from '../../chrome/ToolStackPopover/ToolLogo';
import type { Tool } from '../../lib/toolStack';
import styles from './index.module.css';

export interface ToolStackSectionProps {
  tools: Tool[];
  lang: 'en' | 'zh';
}

/** The home page's list of sibling Rstack tools, each an external link with logo and description. */
export function ToolStackSection({ tools, lang }: ToolStackSectionProps) {
  const t = useUiText();
  return (
    <section className={styles.section} aria-labelledby="tool-stack-title">
      <h2 id="tool-stack-title" className={styles.heading}>
        {t('toolStackTitle')}
      </h2>
      <p className={styles.desc}>{t('toolStackDesc')}</p>
      <ul className={styles.list}>
        {tools.map((tool) => (
          <li key={tool.name}>
            <a className={styles.card} href={tool.link} target="_blank" rel="noopener noreferrer">
              <ToolLogo tool={tool} size={40} />
              <span className={styles.name}>{tool.name}</span>
              <span className={styles.toolDesc}>{tool.description[lang]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
