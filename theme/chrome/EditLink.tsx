import { useI18n, usePageData } from '@rspress/core/runtime';
import { IconEdit } from '@rspress/core/theme-original';
import { SvgWrapper } from '../hydration/SvgWrapper';
import { editLinkHref } from '../lib/editLink';
import { Link } from './Link';

/**
 * Rspress's "edit this page" link (replaces `EditLink` in the doc footer and the outline), with the page's
 * source path read from `page.pagePath`, which Rspress derives from the current route, instead of the page
 * list's `_relativePath`: the two are equal on every page, and the list no longer carries it
 * (site/slimPageData.ts; it was 1.9 KB gzip of every page's first load while the browser still loaded the list,
 * which site/compactRoutes.ts has since taken out). The markup is Rspress's. Shown only when `themeConfig.editLink` is set (DOCS_REPO_URL, site/env.ts).
 * Props: `isOutline`, the outline's variant (an icon and the text) instead of the footer's (the text).
 */
export function EditLink({ isOutline }: { isOutline?: boolean }) {
  const { siteData, page } = usePageData();
  const t = useI18n();
  const text = t('editLinkText');
  const href = editLinkHref(siteData.themeConfig?.editLink?.docRepoBaseUrl, page.pagePath);
  if (!href || !text) return null;
  if (isOutline) {
    return (
      <Link href={href} className="rp-outline__action-row rp-edit-link">
        <SvgWrapper icon={IconEdit} width="16" height="16" />
        <span>{text}</span>
      </Link>
    );
  }
  return (
    <Link href={href} className="rp-edit-link">
      {text}
    </Link>
  );
}
