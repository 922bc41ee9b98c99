import { useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { langPrefix } from '../../lib/langPrefix';
import { useImageFailed } from '../../lib/useImageFailed';
import { ToolStackPopover } from '../ToolStackPopover';
import styles from './index.module.css';

/**
 * The navbar title: the light/dark logo images from the site config, linking to the language's
 * home page, followed by the tool-stack popover. If the logo cannot load, the site title is shown
 * as text instead, so the navbar never shows a broken image.
 */
export function SiteTitle() {
  const { site } = useSite();
  const lang = useLang();
  const [failed, ref, onError] = useImageFailed();
  const logo = typeof site.logo === 'string' ? { light: site.logo, dark: site.logo } : site.logo;
  return (
    <div className={styles.title}>
      <Link href={`${langPrefix(lang, site.lang)}/`} className={styles.link} aria-label={site.title}>
        {failed || !logo ? (
          <span className={styles.text}>{site.title}</span>
        ) : (
          <>
            <img ref={ref} onError={onError} className={`${styles.logo} ${styles.light}`} src={logo.light} alt="" width={104} height={24} />
            <img className={`${styles.logo} ${styles.dark}`} src={logo.dark} alt="" width={104} height={24} onError={onError} />
          </>
        )}
      </Link>
      <ToolStackPopover />
    </div>
  );
}
