// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_ATTACHMENT, CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { renderWithProviders } from '../../testing/render';
import { ChatComposer, type ChatDraft } from './ChatComposer';

function renderComposer({ sent = true, sending = false, progress = null as number | null } = {}) {
  const onSend = vi.fn(async (_draft: ChatDraft) => sent);
  const view = renderWithProviders(<ChatComposer onSend={onSend} sending={sending} progress={progress} />);
  const textbox = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { ...view, onSend, textbox };
}

describe('ChatComposer', () => {
  it('is a 90 px textarea with the placeholder, an attach control and Submit', () => {
    const { textbox } = renderComposer();
    expect(textbox.tagName).toBe('TEXTAREA');
    expect(textbox.placeholder).toBe(CHAT_MSG.placeholder);
    expect(getComputedStyle(textbox).height).toBe('90px');
    expect(screen.getByRole('button', { name: 'Attach file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('sends on Enter and clears the draft', async () => {
    const { user, onSend, textbox } = renderComposer();
    await user.type(textbox, '  Is my order cut yet?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ text: 'Is my order cut yet?', file: null });
    expect(textbox.value).toBe('');
  });

  it('makes a new line on Shift+Enter and sends both lines with Submit', async () => {
    const { user, onSend, textbox } = renderComposer();
    await user.type(textbox, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(textbox.value).toBe('Line one\nline two');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ text: 'Line one\nline two', file: null });
  });

  it('asks for a message or a file when both are empty', async () => {
    const { user, onSend, textbox } = renderComposer();
    await user.type(textbox, '   {Enter}');
    expect(screen.getByText(CHAT_MSG.required)).toBeTruthy();
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSend).not.toHaveBeenCalled();

    await user.type(textbox, 'Hi');
    expect(screen.queryByText(CHAT_MSG.required)).toBeNull();
  });

  it('keeps one attachment as a chip that Remove takes away', async () => {
    const { user, onSend } = renderComposer();
    const input = screen.getByLabelText('Attachment file');
    await user.upload(input, new File(['first'], 'first.pdf', { type: 'application/pdf' }));
    await user.upload(input, new File(['a screenshot'], 'payment.png', { type: 'image/png' }));
    expect(screen.queryByText(/first\.pdf/)).toBeNull();
    expect(screen.getByText('payment.png (1 KB)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText(/payment\.png/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();

    const file = new File(['a screenshot'], 'payment.png', { type: 'image/png' });
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ text: '', file });
    expect(screen.queryByText(/payment\.png/)).toBeNull();
  });

  it('refuses a file over 10 MB', async () => {
    const { user, onSend } = renderComposer();
    const big = new File([new Uint8Array(CHAT_ATTACHMENT.maxBytes + 1)], 'scan.tiff', { type: 'image/tiff' });
    await user.upload(screen.getByLabelText('Attachment file'), big);
    expect(screen.getByText(CHAT_MSG.tooLarge)).toBeTruthy();
    expect(screen.queryByText(/scan\.tiff/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the draft when sending fails', async () => {
    const { user, onSend, textbox } = renderComposer({ sent: false });
    await user.type(textbox, 'Please call me{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(textbox.value).toBe('Please call me');
  });

  it('keeps what was typed while a message was on its way', async () => {
    let delivered = (_sent: boolean) => {};
    const onSend = vi.fn(() => new Promise<boolean>((resolve) => (delivered = resolve)));
    const { user } = renderWithProviders(<ChatComposer onSend={onSend} sending={false} progress={null} />);
    const textbox = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await user.type(textbox, 'Paid by UPI{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ text: 'Paid by UPI', file: null });

    await user.type(textbox, ', UTR 4102');
    await act(async () => delivered(true));
    expect(textbox.value).toBe('Paid by UPI, UTR 4102');

    await user.clear(textbox);
    await user.type(textbox, 'Thanks{Enter}');
    await act(async () => delivered(true));
    expect(textbox.value).toBe('');
  });

  it('shows the upload progress and sends nothing more while a message is on its way', async () => {
    const { user, onSend, textbox } = renderComposer({ sending: true, progress: 0.4 });
    expect(screen.getByRole('progressbar', { name: 'Sending message' }).getAttribute('aria-valuenow')).toBe('40');
    expect((screen.getByRole('button', { name: /Submit/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(textbox, 'Again{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
