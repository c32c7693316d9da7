-- A last-name search finds the last part of a compound surname (PRODUCT.md, Search): "Reyes" finds Garcia-Reyes,
-- "Cruz" De La Cruz. The folded last name's part after its last hyphen or space; null for a surname of one part.
CREATE FUNCTION gw_surname_last_part(last_name_key text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN substring(last_name_key from '[- ]([^- ]+)$');
--> statement-breakpoint
-- Over the stored last_name_key, only for compound surnames (a few percent of voters): no column is added, the
-- table is not rewritten, and a range of it implies the part is not null, so the planner takes the index.
CREATE INDEX contacts_search_last_part_idx ON contacts (gw_surname_last_part(last_name_key))
  WHERE is_active AND gw_surname_last_part(last_name_key) IS NOT NULL;
