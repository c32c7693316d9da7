-- Search totals are remembered per filter set (src/server/contacts/search-totals.ts) until a statement
-- changes a column a search filters on. This trigger marks every such statement, whoever runs it (the app on
-- any instance, an import, the CLI, psql): it moves a sequence on at once (a search reads it, so a change
-- committed before the search started is always seen) and sends NOTIFY at commit (each instance forgets its
-- totals when it hears one, which covers a change committed while a total was being counted). A notes edit
-- does not list these columns and marks nothing.
CREATE SEQUENCE gw_contacts_generation;
--> statement-breakpoint
-- Called once, so that the first change moves last_value (1 before it, 2 after).
SELECT nextval('gw_contacts_generation');
--> statement-breakpoint
CREATE FUNCTION gw_mark_contacts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('gw_contacts_generation');
  PERFORM pg_notify('gw_contacts_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contacts_search_change
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF is_active, first_name, middle_name, last_name, city, zip_code, party, supporter_status,
                  date_of_birth
  ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION gw_mark_contacts_change();
