import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { detectLocale } from '@/src/lib/i18n/i18n';
import { inSpanish } from '@/src/test/i18n';
import { renderApp } from '@/src/test/render';

describe('sign-in page in Spanish', () => {
  it('shows every text of the page in Spanish', async () => {
    await inSpanish();
    const { user } = renderApp('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar al tema claro' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Escriba su correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Escriba su contraseña')).toBeInTheDocument();
  });

  it('says a wrong password in Spanish, whatever the server wrote', async () => {
    await inSpanish();
    server.use(mockEndpoint(api.login, () => apiError(401, 'Wrong email or password')));
    const { user } = renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'someone@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'nope');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo o la contraseña no son correctos.');
  });

  it('switches language from the page and remembers the choice', async () => {
    const { user } = renderApp('/sign-in');
    const switcher = await screen.findByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(switcher).toHaveAccessibleName('Idioma');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('language')).toBe('es');
    expect(detectLocale()).toBe('es');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
  });
});

describe('choosing the language', () => {
  const withBrowserLanguages = (languages: string[], run: () => void) => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'languages');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
    try {
      run();
    } finally {
      if (original) Object.defineProperty(navigator, 'languages', original);
      else Reflect.deleteProperty(navigator, 'languages');
    }
  };

  it("follows the browser's first language we have, else English", () => {
    withBrowserLanguages(['es-MX', 'en-US'], () => expect(detectLocale()).toBe('es'));
    withBrowserLanguages(['fr-FR', 'es'], () => expect(detectLocale()).toBe('es'));
    withBrowserLanguages(['fr-FR', 'de'], () => expect(detectLocale()).toBe('en'));
  });

  it("prefers the remembered choice to the browser's", () => {
    localStorage.setItem('language', 'en');
    withBrowserLanguages(['es-ES'], () => expect(detectLocale()).toBe('en'));
    localStorage.setItem('language', 'klingon');
    withBrowserLanguages(['es-ES'], () => expect(detectLocale()).toBe('es'));
  });
});
