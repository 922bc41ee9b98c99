import { useUiText } from '../../i18n';
import { ToolLogo } from '../../chrome/ToolStackPopover/ToolLogo';
import type { Tool } from '../../lib/toolStack';
import { HomeSection } from '../Section';
import styles from './index.module.css';

export interface ToolStackSectionProps {
  tools: Tool[];
  lang: 'en' | 'zh';
}

/** The home page's list of sibling Rstack tools, each an external link with logo and description. */
export function ToolStackSection({ tools, lang }: ToolStackSectionProps) {
  const t = useUiText();
  return (
    <HomeSection id="tool-stack" title={t('toolStackTitle')} description={t('toolStackDesc')}>
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
    </HomeSection>
  );
}
