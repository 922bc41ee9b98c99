import data from '../data/tool-stack.json';

export interface Tool {
  name: string;
  description: { en: string; zh: string };
  /** External homepage of the tool. */
  link: string;
  /** Logo path on the asset host (shared/facts.md), e.g. `rspack/rspack-logo.svg`. */
  logo: string;
}

export const tools: Tool[] = data.tools;

/** Chinese descriptions are used when the page path has a `zh` segment (spec 1), else English. */
export function toolLanguage(pathname: string): 'en' | 'zh' {
  return pathname.split('/').includes('zh') ? 'zh' : 'en';
}
