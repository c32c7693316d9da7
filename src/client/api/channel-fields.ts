/**
 * A contact's phones and emails in the API's terms, once: the collection in the URL, the body's field names,
 * and the words the screen uses for them. The online edit and the change kept on the device both read it.
 */
export type ChannelName = 'phone' | 'email';
export type ChannelCollection = 'phones' | 'emails';

export interface ChannelFields {
  collection: ChannelCollection;
  /** The body's field for the number or address, and for its type. */
  valueField: 'phoneNumber' | 'email';
  typeField: 'phoneType' | 'emailType';
  /** "phone number": in messages such as "Could not add the phone number." */
  thing: string;
  /** "phone numbers": in "No phone numbers on file." */
  things: string;
  /** "Phone number": a field's label where two versions are shown side by side. */
  label: string;
}

export const CHANNELS: Record<ChannelName, ChannelFields> = {
  phone: {
    collection: 'phones',
    valueField: 'phoneNumber',
    typeField: 'phoneType',
    thing: 'phone number',
    things: 'phone numbers',
    label: 'Phone number',
  },
  email: {
    collection: 'emails',
    valueField: 'email',
    typeField: 'emailType',
    thing: 'email address',
    things: 'email addresses',
    label: 'Email address',
  },
};

export const channelOfCollection = (collection: ChannelCollection): ChannelFields =>
  collection === 'phones' ? CHANNELS.phone : CHANNELS.email;

/** A request body: the value and type under the channel's field names. */
export const channelBody = (fields: ChannelFields, value: string, type: string): Record<string, string> => ({
  [fields.valueField]: value,
  [fields.typeField]: type,
});
