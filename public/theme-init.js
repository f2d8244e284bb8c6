// Applies the stored theme class to <html> before the first paint. An external file because the
// Content-Security-Policy forbids inline scripts. Mirrors src/lib/theme-store.ts.
(() => {
  let setting = 'dark';
  try {
    const stored = localStorage.getItem('activeTheme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') setting = stored;
  } catch {}
  const dark = setting === 'system' ? window.matchMedia('(prefers-color-scheme: dark)').matches : setting === 'dark';
  const theme = dark ? 'dark' : 'light';
  document.documentElement.classList.add(theme);
  document.documentElement.style.colorScheme = theme;
})();
