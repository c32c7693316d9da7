import { cityLine } from '../../../common/contact-display.js';
import type { ContactSummary } from '../../../common/schemas/contacts.js';

/** Whether a result has a street address or a city line to show. */
export const hasShownAddress = (contact: ContactSummary): boolean =>
  Boolean(contact.streetAddress?.trim() || cityLine(contact));

/**
 * A result's street address over its city line: voters found on one street differ by their house, which the
 * city alone does not show (PRODUCT.md, Search). Null when neither is known.
 */
export function ResultAddress({
  contact,
  cityClassName = '',
}: {
  contact: ContactSummary;
  cityClassName?: string;
}) {
  if (!hasShownAddress(contact)) return null;
  const street = contact.streetAddress?.trim();
  const city = cityLine(contact);
  return (
    <span className="min-w-0 break-words">
      {street && <span className="block">{street}</span>}
      {city && <span className={`block ${cityClassName}`}>{city}</span>}
    </span>
  );
}
