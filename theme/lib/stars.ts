/**
 * Geometry of the optional starry hero background (theme/home/Hero). Pure, so it can be tested.
 * Units are CSS pixels of the hero box, and percentages of its size for star positions.
 */
export const STAR_COUNT = 35;
/** Stars closer than this to the pointer drift toward it. */
export const POINTER_RADIUS_PX = 100;
/** How far (px) a star right under the pointer moves; the pull fades linearly to 0 at the radius. */
export const MAX_DRIFT_PX = 12;

export interface Star {
  /** Position in percent of the hero's width and height. */
  xPercent: number;
  yPercent: number;
  /** Diameter in px: index / 20 + 3. */
  size: number;
}

/** 35 stars at fixed, evenly scattered positions (a low-discrepancy sequence, no randomness). */
export function createStars(count = STAR_COUNT): Star[] {
  return Array.from({ length: count }, (_, index) => ({
    xPercent: ((index * 0.618034 + 0.1) % 1) * 100,
    yPercent: ((index * 0.754878 + 0.3) % 1) * 100,
    size: index / 20 + 3,
  }));
}

/** Offset (px) that moves a star at (x, y) toward the pointer, or 0 when the pointer is out of reach. */
export function driftToward(x: number, y: number, pointerX: number, pointerY: number): { dx: number; dy: number } {
  const distance = Math.hypot(pointerX - x, pointerY - y);
  if (distance === 0 || distance >= POINTER_RADIUS_PX) return { dx: 0, dy: 0 };
  const pull = (1 - distance / POINTER_RADIUS_PX) * MAX_DRIFT_PX;
  return { dx: ((pointerX - x) / distance) * pull, dy: ((pointerY - y) / distance) * pull };
}
