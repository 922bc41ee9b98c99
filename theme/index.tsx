/**
 * The site theme: Rspress's default theme plus the few pieces it lacks. Everything not overridden
 * here comes from `@rspress/core/theme-original` unchanged.
 *
 * - home/    the landing page (hero, features, benchmark panel, section links, tool stack)
 * - search/  the navbar search: button and shortcut up front, modal and engine loaded on use
 * - chrome/  additions to every page (announcement bar, site title with tool-stack popover,
 *            floating scroll-to-top, navbar auto-hide, query switches, named social links, the page's
 *            meta description, the navbar with its menus in a list, names for the
 *            sidebar and outline landmarks, the hydration mark, links that keep rel=noopener, a full page load
 *            when a link's chunk is gone after a deploy, the edit link from the current route, the page's
 *            "Copy as Markdown" and "View as Markdown" actions) and the 404 page
 * - hydration/ what keeps the first hydration short (issue 12): static Markdown blocks, code and icons keep
 *            their server DOM (content links navigate through one delegated listener), and what measures the
 *            page as it mounts (outline heading scan and active heading, reading progress, active-entry
 *            scrolling) waits for idle; the sidebar hydrates when the reader reaches for it, and the outline then or at the first
 *            scroll (HydrateOnReach);
 *            on the first load, a page whose content needs no component keeps it as served and skips its
 *            route chunk (serverContent.ts, DocContent.tsx, codeButtons.ts, tabsOnServerDom.ts); the first
 *            page's data is not loaded and set a second time as the app mounts (KeepFirstPageData.tsx)
 * - mdx/     what Markdown renders with: tables and code blocks reachable by keyboard, accessible tabs,
 *            package-manager tabs, the config overview
 * - lib/     pure logic the components share, unit-tested in tests/unit
 * - data/    benchmark and tool-stack data (one source for components and tests)
 */
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { CHANGELOG_URL } from '../site/links';
import { AnnouncementBar } from './chrome/AnnouncementBar';
import { EditLink } from './chrome/EditLink';
import { HydratedMark } from './chrome/HydratedMark';
import { LandmarkNames } from './chrome/LandmarkNames';
import { Link } from './chrome/Link';
import { Nav } from './chrome/Nav';
import { NavbarAutoHide } from './chrome/NavbarAutoHide';
import { NotFound } from './chrome/NotFound';
import { PageDescription } from './chrome/PageDescription';
import { PageMarkdownActions } from './chrome/PageMarkdownActions';
import { QuerySwitches } from './chrome/QuerySwitches';
import { FallbackHeading, Overview, OverviewGroup } from './chrome/RareComponents';
import { ScrollToTop } from './chrome/ScrollToTop';
import { SiteTitle } from './chrome/SiteTitle';
import { SocialLinks } from './chrome/SocialLinks';
import { StaleBuildRecovery } from './chrome/StaleBuildRecovery';
import { HomeLayout } from './home/HomeLayout';
import { ReadPercent, useActiveAnchor } from './hydration/afterIdle';
import { DocContent } from './hydration/DocContent';
import { DocLinkNavigation } from './hydration/DocLinkNavigation';
import { KeepFirstPageData } from './hydration/KeepFirstPageData';
import { Sidebar } from './hydration/Sidebar';
import { SvgWrapper } from './hydration/SvgWrapper';
import { Toc } from './hydration/Toc';
import { useWatchToc } from './hydration/useWatchToc';
import { getCustomMDXComponent } from './mdx/components';
import { Tabs } from './mdx/Tabs';
import { Search } from './search/Search';
import './styles/index.css';
import './styles/prose-sizes.css';

/** Bump the key to show a new announcement to readers who dismissed the previous one. */
const ANNOUNCEMENT = { storageKey: 'rsbuild-docs-announcement-1.3', href: CHANGELOG_URL };

function Layout() {
  return (
    <>
      <KeepFirstPageData />
      <QuerySwitches>
        <NavbarAutoHide />
        <BaseLayout
          HomeLayout={HomeLayout}
          NotFoundLayout={NotFound}
          beforeNav={<AnnouncementBar {...ANNOUNCEMENT} />}
          navTitle={<SiteTitle />}
          beforeDocContent={<PageMarkdownActions />}
          bottom={<ScrollToTop />}
        />
        <PageDescription />
        <LandmarkNames />
        <DocLinkNavigation />
        <StaleBuildRecovery />
        <HydratedMark />
      </QuerySwitches>
    </>
  );
}

export * from '@rspress/core/theme-original';
export {
  DocContent,
  EditLink,
  FallbackHeading,
  getCustomMDXComponent,
  HomeLayout,
  Layout,
  Link,
  Nav,
  Overview,
  OverviewGroup,
  ReadPercent,
  Search,
  Sidebar,
  SocialLinks,
  SvgWrapper,
  Tabs,
  Toc,
  useActiveAnchor,
  useWatchToc,
};
