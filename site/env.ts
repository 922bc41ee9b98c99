/**
 * Build-time settings read from the environment. Imported by rspress.config.ts and the checks only
 * (never by theme code, which runs in the browser).
 *
 * - `SITE_URL`: public origin of the deployed site, no trailing slash. Default `https://rsbuild.rs`.
 *   Used for the sitemap, feeds and canonical URLs; set it for a preview deployment.
 * - `DOCS_REPO_URL`: repository holding this site, e.g. `https://github.com/acme/rsbuild-docs`.
 *   Unset: pages show no "Edit this page" link. CI sets it from the GitHub repository.
 * - `DOCS_REPO_BRANCH`: branch the edit link points at. Default `main`.
 */
export const SITE_URL = (process.env.SITE_URL || 'https://rsbuild.rs').replace(/\/+$/, '');

export const DOCS_REPO_URL = process.env.DOCS_REPO_URL?.replace(/\/+$/, '') || undefined;

export const DOCS_REPO_BRANCH = process.env.DOCS_REPO_BRANCH || 'main';
