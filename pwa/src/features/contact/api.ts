import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '#shared/contact';
import { apiRequest } from '../../lib/api-client';

export const sendMessage = (message: ContactMessage) =>
  apiRequest<{ id: string; createdAt: string }>('POST', '/api/contact', message);

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
