/** Smooth scrolling, unless the person asked their device for less motion: then the page moves at once. */
export const preferredScrollBehavior = (): ScrollBehavior =>
  matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
