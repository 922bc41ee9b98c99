/**
 * Line icons for the feature cards, drawn for this site (24×24, stroke = currentColor). Inline SVG
 * instead of emoji: emoji need a color-emoji font, which many Linux machines and CI browsers lack.
 */
const paths = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  battery: 'M3 7h15a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm19 4v2M6 10v4m4-4v4m4-4v4',
  layers: 'm12 3 9 5-9 5-9-5 9-5zm-9 9 9 5 9-5M3 16l9 5 9-5',
  gauge: 'M4 18a9 9 0 1 1 16 0M12 13l4-5M12 13a1 1 0 1 0 0 .01',
  plug: 'M9 2v5m6-5v5M6 7h12v4a6 6 0 0 1-12 0V7zm6 10v5',
  sliders: 'M4 6h16M4 12h16M4 18h16M14 4v4M8 10v4M16 16v4',
} as const;

export type FeatureIconName = keyof typeof paths;

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
