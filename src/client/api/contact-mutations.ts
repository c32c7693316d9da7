/** Contact changes (SPEC §7) with their toasts (§8) and refreshes: the contact, the search and Our Impact. */
import { useMutation } from '@tanstack/react-query';
import type { EmailType, PhoneType } from '../../shared/constants.js';
import {
  type ContactProfile,
  contactProfile,
  type UpdateContactRequest,
} from '../../shared/schemas/contacts.js';
import { toast } from '../hooks/use-toast';
import { downloadFile } from '../lib/download';
import { apiRequest, queryClient, serverMessage } from '../lib/queryClient';
import { CONTACT_SEARCH_KEY, contactKey, contactUrl, errorStatus } from './contacts';
import { IMPACT_KEY } from './networks';

export const LOGIN_REDIRECT_MS = 500;

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'destructive' });

export type ContactChanges = Omit<UpdateContactRequest, 'expectedUpdatedAt'>;

/**
 * Saves campaign status or notes. The `updatedAt` loaded with the contact goes along, so a save over
 * someone else's newer change is refused (409): its message shows and the contact reloads.
 */
export function useUpdateContact(contact: ContactProfile) {
  return useMutation({
    mutationFn: async (changes: ContactChanges) => {
      const res = await apiRequest('PATCH', contactUrl(contact.id), {
        ...changes,
        expectedUpdatedAt: contact.updatedAt,
      });
      return contactProfile.parse(await res.json());
    },
    onSuccess: async (updated) => {
      queryClient.setQueryData(contactKey(contact.id), updated);
      toast({ title: 'Contact updated successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKey(contact.id) }),
        queryClient.invalidateQueries({ queryKey: CONTACT_SEARCH_KEY }),
        // Our Impact counts supporters, volunteers and contacts reached: it shows the edit at once.
        queryClient.invalidateQueries({ queryKey: IMPACT_KEY }),
      ]);
    },
    onError: async (error) => {
      const status = errorStatus(error);
      if (status === 401) {
        toast({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
          variant: 'destructive',
        });
        setTimeout(() => {
          window.location.href = '/api/login';
        }, LOGIN_REDIRECT_MS);
      } else if (status === 409 || status === 403 || status === 503) {
        // A stale edit, a role taken away or maintenance mode: the server says what happened.
        failed(error, 'Failed to update contact');
        await queryClient.invalidateQueries({ queryKey: contactKey(contact.id) });
      } else {
        toast({ title: 'Error', description: 'Failed to update contact', variant: 'destructive' });
      }
    },
  });
}

/** A phone or email change: the call, its success toast, its failure default; the contact reloads. */
function useChannelChange<Variables>(
  contactId: string,
  send: (variables: Variables) => Promise<Response>,
  success: string,
  failure: string,
) {
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast({ title: success });
    },
    onError: (error) => failed(error, failure),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKey(contactId) }),
        queryClient.invalidateQueries({ queryKey: IMPACT_KEY }),
      ]),
  });
}

const phoneUrl = (id: string) => `/api/phones/${encodeURIComponent(id)}`;
const emailUrl = (id: string) => `/api/emails/${encodeURIComponent(id)}`;
export type PhoneInput = { phoneNumber: string; phoneType: PhoneType };
export type EmailInput = { email: string; emailType: EmailType };

export const useAddPhone = (contactId: string) =>
  useChannelChange(
    contactId,
    (phone: PhoneInput) => apiRequest('POST', `${contactUrl(contactId)}/phones`, phone),
    'Phone number added',
    'Failed to add phone number',
  );
export const useUpdatePhone = (contactId: string) =>
  useChannelChange(
    contactId,
    ({ id, ...phone }: PhoneInput & { id: string }) => apiRequest('PATCH', phoneUrl(id), phone),
    'Phone number updated',
    'Failed to update phone number',
  );
export const useDeletePhone = (contactId: string) =>
  useChannelChange(
    contactId,
    (id: string) => apiRequest('DELETE', phoneUrl(id)),
    'Phone number deleted',
    'Failed to delete phone number',
  );

export const useAddEmail = (contactId: string) =>
  useChannelChange(
    contactId,
    (email: EmailInput) => apiRequest('POST', `${contactUrl(contactId)}/emails`, email),
    'Email address added',
    'Failed to add email address',
  );
export const useUpdateEmail = (contactId: string) =>
  useChannelChange(
    contactId,
    ({ id, ...email }: EmailInput & { id: string }) => apiRequest('PATCH', emailUrl(id), email),
    'Email address updated',
    'Failed to update email address',
  );
export const useDeleteEmail = (contactId: string) =>
  useChannelChange(
    contactId,
    (id: string) => apiRequest('DELETE', emailUrl(id)),
    'Email address deleted',
    'Failed to delete email address',
  );

/** Downloads the contact's CSV, named by the server, else contact_{systemId or id}_export.csv. */
export function useExportContact(contact: Pick<ContactProfile, 'id' | 'systemId'>) {
  return useMutation({
    mutationFn: () =>
      downloadFile(
        `${contactUrl(contact.id)}/export`,
        `contact_${contact.systemId || contact.id}_export.csv`,
      ),
    onSuccess: (filename) => {
      toast({ title: 'Export successful', description: filename });
    },
    onError: () => {
      toast({
        title: 'Export failed',
        description: 'Failed to export contact data. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
