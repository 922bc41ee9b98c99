import { Link } from '@rspress/core/theme-original';
import { useRef } from 'react';
import { useUiText } from '../../i18n';
import { createStars, driftToward } from '../../lib/stars';
import { useImageFailed } from '../../lib/useImageFailed';
import styles from './index.module.css';

export interface HeroProps {
  /** Big title; defaults to the product name `Rsbuild`. */
  title?: string;
  /** Line under the title; defaults to the i18n `subtitle` text. */
  subtitle?: string;
  /** Paragraph under the subtitle; defaults to the i18n `slogan` text. */
  description?: string;
  /** Target of the primary "Get Started" button (a site path). */
  getStartedHref: string;
  /** When set, the secondary button is an external "GitHub" link to it, opened in a new tab. */
  repositoryUrl?: string;
  /** Called by the secondary "Learn More" button when no `repositoryUrl` is given. */
  onLearnMore?: () => void;
  /** Logo image URL. When it fails to load, its box stays empty (the layout does not move). */
  logoSrc?: string;
  /** 35 stars that drift toward the pointer within 100 px. Off by default. */
  showStars?: boolean;
  /** Soft oval glow behind the logo. On by default. */
  showGlow?: boolean;
}

const STARS = createStars();

/** The home page hero: title, subtitle, description, two calls to action and an optional logo. */
export function Hero({
  title = 'Rsbuild',
  subtitle,
  description,
  getStartedHref,
  repositoryUrl,
  onLearnMore,
  logoSrc,
  showStars = false,
  showGlow = true,
}: HeroProps) {
  const t = useUiText();
  const [logoFailed, logoRef, onLogoError] = useImageFailed();
  const starsRef = useRef<HTMLDivElement>(null);

  const moveStars = (event: React.PointerEvent<HTMLElement>) => {
    const layer = starsRef.current;
    if (!layer) return;
    const box = layer.getBoundingClientRect();
    layer.querySelectorAll<HTMLElement>('[data-star]').forEach((element, index) => {
      const star = STARS[index];
      const x = (star.xPercent / 100) * box.width;
      const y = (star.yPercent / 100) * box.height;
      const { dx, dy } = driftToward(x, y, event.clientX - box.left, event.clientY - box.top);
      element.style.transform = `translate(${dx}px, ${dy}px)`;
    });
  };

  return (
    <section className={styles.hero} onPointerMove={showStars ? moveStars : undefined} aria-labelledby="hero-title">
      {showStars && (
        <div ref={starsRef} className={styles.stars} aria-hidden="true" data-testid="hero-stars">
          {STARS.map((star, index) => (
            <span
              key={index}
              data-star=""
              className={styles.star}
              style={{ left: `${star.xPercent}%`, top: `${star.yPercent}%`, width: star.size, height: star.size }}
            />
          ))}
        </div>
      )}
      <div className={styles.text}>
        <h1 id="hero-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle ?? t('subtitle')}</p>
        <p className={styles.description}>{description ?? t('slogan')}</p>
        <div className={styles.actions}>
          <Link href={getStartedHref} className={`${styles.button} ${styles.primary}`}>
            {t('getStarted')}
          </Link>
          {repositoryUrl ? (
            <a className={styles.button} href={repositoryUrl} target="_blank" rel="noopener noreferrer">
              {t('github')}
            </a>
          ) : (
            <button type="button" className={styles.button} onClick={onLearnMore}>
              {t('learnMore')}
            </button>
          )}
        </div>
      </div>
      {logoSrc && (
        // The box stays when the image fails (it is only hidden), so nothing below it moves: no layout shift.
        <div className={styles.visual}>
          {showGlow && <div className={styles.glow} aria-hidden="true" data-testid="hero-glow" />}
          <img
            ref={logoRef}
            onError={onLogoError}
            className={`${styles.logo}${logoFailed ? ` ${styles.logoFailed}` : ''}`}
            src={logoSrc}
            alt=""
            width={280}
            height={280}
            data-testid="hero-logo"
          />
        </div>
      )}
    </section>
  );
}
