// Theme class before first paint (see index.html; mirrors src/lib/theme-store.ts).
(() => {
  let s = 'dark';
  try {
    const v = localStorage.getItem('activeTheme');
    if (v === 'light' || v === 'dark' || v === 'system') s = v;
  } catch {}
  const t = (s === 'system' ? matchMedia('(prefers-color-scheme: dark)').matches : s === 'dark') ? 'dark' : 'light';
  document.documentElement.classList.add(t);
  document.documentElement.style.colorScheme = t;
})();
