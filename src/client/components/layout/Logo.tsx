import { useState } from 'react';
import { useTheme } from '../../lib/theme';

const sources = { light: '/logo-light.svg', dark: '/logo-dark.svg', glass: '/logo-party.svg' } as const;

/** The logo for the current theme, falling back to the light one if that image fails to load. */
export function Logo({ className }: { className?: string }) {
  const { theme } = useTheme();
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === sources[theme] ? sources.light : sources[theme];
  return <img src={src} alt="Groundwork" className={className} onError={() => setFailed(src)} />;
}
