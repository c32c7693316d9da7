/** Where a residence address opens on a map (Google Maps' documented search URL; phones open the maps app). */
export function mapSearchUrl(place: {
  streetAddress: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}) {
  const region = [place.state, place.zipCode].filter(Boolean).join(' ');
  const query = [place.streetAddress, place.city, region].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
