import { SvgWrapper as RspressSvgWrapper } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { KEEP_SERVER_DOM, useKeepsServerDom } from './serverDom';

/**
 * Rspress's icon wrapper (replaces `SvgWrapper` everywhere the theme imports it). An icon component that
 * mounted during the first hydration keeps its server-rendered `<svg>` instead of hydrating every path: on a
 * page with many code blocks that was a quarter of the elements hydrated (four icons a block). Props: those
 * of Rspress's `SvgWrapper` (`icon`: a component, SVG markup or an image path; the rest go to the `<svg>`).
 */
export function SvgWrapper(props: ComponentProps<typeof RspressSvgWrapper>) {
  const { icon, ...svgProps } = props;
  const keep = useKeepsServerDom({ content: icon, eligible: () => typeof icon === 'function' });
  if (keep) return <svg {...(svgProps as ComponentProps<'svg'>)} dangerouslySetInnerHTML={KEEP_SERVER_DOM} />;
  return <RspressSvgWrapper {...props} />;
}
