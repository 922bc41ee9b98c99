import { useSite } from '@rspress/core/runtime';
import { SocialLinks as RspressSocialLinks } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';
import socialIcons from 'virtual-social-links';

/** Accessible names of the built-in icons this site uses; an icon not listed here is named by its key. */
const ICON_NAMES: Record<string, string> = { github: 'GitHub', x: 'X (Twitter)', discord: 'Discord', bluesky: 'Bluesky' };

/** Rspress shows at most this many links inline and the rest in a menu (spec 4). */
const INLINE_LIMIT = 5;

/**
 * The navbar's social links (replaces Rspress's `SocialLinks`, used by the navbar and the phone menu):
 * Rspress's look, with a name on each icon link ("GitHub", "Discord"...), which Rspress leaves out, so screen
 * readers announce more than "link". More than `INLINE_LIMIT` links, or links that are not plain icon links,
 * fall back to Rspress's component and its overflow menu.
 */
export function SocialLinks() {
  const { site } = useSite();
  const links = site.themeConfig.socialLinks ?? [];
  const plainIconLinks = links.every((link) => (link.mode ?? 'link') === 'link' && typeof link.icon === 'string');
  if (links.length > INLINE_LIMIT || !plainIconLinks) return <RspressSocialLinks />;
  return (
    <div className="rp-social-links">
      {links.map(({ icon, content }) => (
        <a
          key={content}
          href={content}
          target="_blank"
          rel="noopener noreferrer"
          className="rp-social-links__item"
          aria-label={ICON_NAMES[icon as string] ?? String(icon)}
        >
          <div className="rp-social-links__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: socialIcons[icon as string] ?? '' }} />
        </a>
      ))}
    </div>
  );
}
