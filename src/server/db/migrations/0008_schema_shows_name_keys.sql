-- The Drizzle schema now lists the folded name keys (contacts.last_name_key, first_name_key,
-- middle_name_key) that migration 0001 created, so the schema file shows every column the table has. The
-- columns already exist: this migration only moves Drizzle's snapshot forward and changes nothing.
SELECT 1;
