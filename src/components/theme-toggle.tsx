import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useT } from '../lib/i18n/use-t';
import { useThemeStore } from '../lib/theme-store';

/** One click flips light and dark; "follow the system" is chosen in the user menu. */
export function ThemeToggle() {
  const t = useT();
  const resolved = useThemeStore((state) => state.resolved);
  const setSetting = useThemeStore((state) => state.setSetting);
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'theme.toDark' : 'theme.toLight');
  return (
    // `title` rather than a Tooltip: the sign-in page shows this button and a tooltip costs ≈ 20 KB there.
    <IconButton aria-label={label} title={label} variant="ghost" onClick={() => setSetting(next)}>
      {resolved === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </IconButton>
  );
}
