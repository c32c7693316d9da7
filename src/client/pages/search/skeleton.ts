/** Placeholder rows shown while results load (stable keys for React). */
export const SKELETON_KEYS = ['skeleton-1', 'skeleton-2', 'skeleton-3', 'skeleton-4', 'skeleton-5'];
