-- Address search without the street's leading directional (PRODUCT.md, Search): "Monroe" and "2742 Monroe" find
-- "2742 S Monroe St". The street name key (migration 0013) without a first word that is a direction; a direction
-- followed only by a street type stays ("N St" is the street called N). Indexed over the stored street_name_key,
-- so no column is added, the table is not rewritten and an import computes one short expression per row.
CREATE FUNCTION gw_street_core_key(street_name_key text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(street_name_key,
    '^(n|s|e|w|ne|nw|se|sw|northeast|northwest|southeast|southwest) (?!(st|ave|dr|rd|blvd|ln|ct|cir|pl|ter|hwy|pkwy|way|apt)( |$))',
    '');
--> statement-breakpoint
CREATE INDEX contacts_search_street_core_idx ON contacts (gw_street_core_key(street_name_key)) WHERE is_active;
