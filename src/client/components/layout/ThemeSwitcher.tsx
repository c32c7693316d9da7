import { Moon, PartyPopper, Sun } from 'lucide-react';
import type { Theme } from '../../../common/constants.js';
import { useTheme } from '../../lib/theme';
import { cn } from '../../lib/utils';

const options: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light mode', icon: Sun },
  { value: 'dark', label: 'Dark mode', icon: Moon },
  { value: 'glass', label: 'Party mode', icon: PartyPopper },
];

export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">Theme</legend>
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          title={label}
          onClick={() => setTheme(value)}
          className={cn(
            'flex flex-1 items-center justify-center rounded-md p-1.5 text-muted-foreground transition-colors',
            theme === value && 'bg-card text-foreground shadow-sm',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </button>
      ))}
    </fieldset>
  );
}
