import { useEffect, useRef, useState } from 'react';
import type { UiTextKey } from '../../i18n';
import { useUiText } from '../../i18n';
import { type BenchmarkGroup, barWidthPercent, formatTime, maxTime, progressAt } from '../../lib/benchmark';
import { HomeSection } from '../Section';
import { BENCHMARK_SOURCE_URL } from '../../../site/links';
import styles from './index.module.css';

export interface BenchmarkPanelProps {
  /** Groups of measurements in seconds (see theme/data/benchmark.json for the source). */
  groups: BenchmarkGroup[];
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Horizontal bars comparing build tools. Each bar's full width is its time divided by the largest
 * time across all groups. Bars stay empty until the panel first scrolls into view; then each grows
 * linearly for `time` seconds while its label counts up. With reduced motion the end state shows at once.
 * Throws (via `maxTime`) when the data has no metric or a time that is not > 0.
 */
export function BenchmarkPanel({ groups }: BenchmarkPanelProps) {
  const t = useUiText();
  const max = maxTime(groups);
  const panelRef = useRef<HTMLDivElement>(null);
  // Milliseconds since the animation started; null until the panel has been seen.
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    let frame = 0;
    const start = () => {
      if (prefersReducedMotion()) return setElapsedMs(Number.POSITIVE_INFINITY);
      const startedAt = performance.now();
      const longestMs = max * 1000;
      const tick = (now: number) => {
        const elapsed = now - startedAt;
        setElapsedMs(elapsed);
        if (elapsed < longestMs) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(panel);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [max]);

  return (
    <HomeSection id="benchmark" title={t('benchmarkTitle')} description={t('benchmarkDesc')}>
      <div ref={panelRef} className={styles.panel} data-testid="benchmark-panel" data-started={elapsedMs !== null}>
        {groups.map((group) => (
          <div key={group.label} className={styles.group}>
            <h3 className={styles.groupLabel}>{group.label}</h3>
            {group.metrics.map((metric) => {
              const { fraction, shownTime } = progressAt(metric.time, elapsedMs ?? 0);
              const fullWidth = barWidthPercent(metric.time, max);
              const label = t(metric.desc as UiTextKey);
              return (
                <div key={metric.desc} className={styles.row}>
                  <span className={styles.metric}>{label}</span>
                  <div className={styles.track}>
                    <div
                      className={styles.bar}
                      data-testid="benchmark-bar"
                      data-full-width={fullWidth}
                      style={{ width: `${fullWidth * fraction}%` }}
                    />
                  </div>
                  {/* Screen readers get the final figure; the counting label is decorative. */}
                  <span className={styles.time} aria-hidden="true" data-testid="benchmark-time">
                    {formatTime(shownTime)}
                  </span>
                  <span className="sr-only">{formatTime(metric.time)}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className={styles.source}>
        <a href={BENCHMARK_SOURCE_URL} target="_blank" rel="noopener noreferrer">
          {t('benchmarkSource')}
        </a>
      </p>
    </HomeSection>
  );
}
