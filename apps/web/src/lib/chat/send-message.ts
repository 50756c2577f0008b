import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageView } from '@steelcut/domain/schemas/chat';
import { uploadForm, type UploadOptions } from '../upload';
import { addMessageToConversations, updateChatUserLists } from './message-cache';

export type SendMessageInput = {
  senderId: number;
  receiverId: number;
  text: string;
  /** null: a general message, about no order. */
  orderId: number | null;
  file: File | null;
};

export type SendMessageReply = { data: MessageView; message: string };

/** The multipart body of POST /send-message; the file field is `attachment`. */
export function sendMessageForm({ senderId, receiverId, text, orderId, file }: SendMessageInput): FormData {
  const form = new FormData();
  form.append('sender_id', String(senderId));
  form.append('receiver_id', String(receiverId));
  form.append('message', text);
  form.append('order_id', orderId === null ? '' : String(orderId));
  if (file) form.append('attachment', file, file.name);
  return form;
}

/** Through XMLHttpRequest, so an attachment's upload progress can be shown. */
export function sendMessage(input: SendMessageInput, options?: UploadOptions): Promise<SendMessageReply> {
  return uploadForm<SendMessageReply>('/send-message', sendMessageForm(input), options);
}

/** The stored message joins its conversation at once; its live push later finds it there. */
export function useSendMessage(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(input, { onProgress }),
    onSuccess: ({ data }) => {
      if (!data) return;
      addMessageToConversations(queryClient, data);
      updateChatUserLists(queryClient, data, false);
    },
  });
}
