import { cityLine } from '../../../common/contact-display.js';
import type { ContactSummary } from '../../../common/schemas/contacts.js';

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
  const street = contact.streetAddress?.trim();
  const city = cityLine(contact);
  if (!street && !city) return null;
  return (
    <span className="min-w-0 break-words">
      {street && <span className="block">{street}</span>}
      {city && <span className={`block ${cityClassName}`}>{city}</span>}
    </span>
  );
}
