import { ASSET_HOST } from '../../../site/links';
import type { Tool } from '../../lib/toolStack';
import { useImageFailed } from '../../lib/useImageFailed';
import styles from './index.module.css';

/**
 * A tool's logo from the asset host. When the image cannot load, its first letter takes its place,
 * so the list keeps its shape offline. Decorative: the tool's name is always shown beside it.
 */
export function ToolLogo({ tool, size }: { tool: Tool; size: number }) {
  const [failed, ref, onError] = useImageFailed();
  if (failed) {
    return (
      <span className={styles.logoFallback} style={{ width: size, height: size }} aria-hidden="true">
        {tool.name[0]}
      </span>
    );
  }
  return (
    <img ref={ref} onError={onError} src={`${ASSET_HOST}/${tool.logo}`} alt="" width={size} height={size} loading="lazy" />
  );
}
