/** Progress toward a goal, capped at 100%, shown to one decimal. */
export function goalPercent(current: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.round((current / goal) * 1000) / 10);
}

export const formatPercent = (percent: number) => `${percent.toFixed(1)}%`;
