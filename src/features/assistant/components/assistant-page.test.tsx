import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAssistant } from '@/mocks/assistant';
import { server } from '@/mocks/server';
import { i18n } from '@/src/lib/i18n/i18n';
import { Route } from '@/src/routes/_signed-in/assistant';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { useAssistantStore } from '../stores/assistant-store';
import { AssistantPage, starterQuestions } from './assistant-page';

const renderPage = (userId = 'u1') => renderWithProviders(<AssistantPage userId={userId} />, { path: '/assistant', route: Route });

const conversation = () => screen.getByRole('log', { name: 'Conversation with the assistant' });

describe('AssistantPage', () => {
  beforeEach(() => {
    useAssistantStore.setState(useAssistantStore.getInitialState(), true);
  });

  it('greets, sends a question on Enter, shows the typing indicator, then the reply with its math and lesson link', async () => {
    const assistant = mockAssistant();
    server.use(assistant.handler);
    const held = holdEndpoint('assistantSendQuery');
    const { user, router } = renderPage();
    expect(await screen.findByText('Hello! How can I help you today?')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(input, 'What is a packet?{Enter}');

    expect(within(conversation()).getByText('What is a packet?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The assistant is typing…');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
    held.release();

    const link = await within(conversation()).findByRole('link', { name: 'Packets and Addresses' });
    expect(link).toHaveAttribute('href', '/teacher/courses/c1/content/i1');
    await waitFor(() => expect(conversation().querySelector('.katex')).not.toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(input).toHaveFocus());
    expect(assistant.sent).toEqual([
      { history: [{ sender: 'bot', message: 'Hello! How can I help you today?' }], query: 'What is a packet?' },
    ]);

    // The lesson link navigates inside the app.
    await user.click(link);
    await waitFor(() => expect(router?.state.location.pathname).toBe('/teacher/courses/c1/content/i1'));
  });

  it('puts a new line on Shift+Enter and sends with the button', async () => {
    const assistant = mockAssistant();
    server.use(assistant.handler);
    const { user } = renderPage();
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(input, 'loops{Shift>}{Enter}{/Shift}in Python');
    expect(input).toHaveValue('loops\nin Python');
    expect(assistant.sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await within(conversation()).findByRole('link', { name: 'Packets and Addresses' });
    expect(assistant.sent).toEqual([expect.objectContaining({ query: 'loops\nin Python' })]);
  });

  it('offers starter questions until the conversation starts', async () => {
    const assistant = mockAssistant();
    server.use(assistant.handler);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: i18n._(starterQuestions[0]!) }));
    expect(within(conversation()).getByText(i18n._(starterQuestions[0]!))).toBeInTheDocument();
    await within(conversation()).findByRole('link', { name: 'Packets and Addresses' });
    expect(screen.queryByRole('button', { name: i18n._(starterQuestions[1]!) })).toBeNull();
    expect(assistant.sent).toHaveLength(1);
  });

  it('shows nothing on a failed send and lets the user ask again', async () => {
    server.use(mockAssistant().handler);
    const failing = failEndpoint('assistantSendQuery', 500);
    const { user } = renderPage();
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(input, 'What is a packet?{Enter}');
    await waitFor(() => expect(input).toBeEnabled());
    expect(failing.calls()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      within(conversation())
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['Hello! How can I help you today?', 'What is a packet?']);
    failing.recover();
    await user.type(input, 'again{Enter}');
    expect(await within(conversation()).findByRole('link', { name: 'Packets and Addresses' })).toBeInTheDocument();
  });

  it("never shows another user's thread", async () => {
    useAssistantStore.getState().claim('u0');
    useAssistantStore.setState({
      messages: [
        { sender: 'bot', message: 'Hello! How can I help you today?' },
        { sender: 'user', message: 'secret' },
      ],
    });
    renderPage('u1');
    expect(await screen.findByText('Hello! How can I help you today?')).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
  });
});

describe('AssistantPage: in Spanish', () => {
  beforeEach(() => {
    useAssistantStore.setState(useAssistantStore.getInitialState(), true);
  });

  it('greets, offers the starter questions and labels the form in Spanish; a starter is asked as shown', async () => {
    const assistant = mockAssistant();
    server.use(assistant.handler);
    await inSpanish();
    const { user } = renderPage();
    expect(await screen.findByText('¡Hola! ¿En qué puedo ayudarle hoy?')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Conversación con el asistente' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Su pregunta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¿Cómo funcionan los bucles en Python?' }));
    await waitFor(() => expect(assistant.sent).toEqual([expect.objectContaining({ query: '¿Cómo funcionan los bucles en Python?' })]));
  });
});
