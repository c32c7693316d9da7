-- A name prefix with a party: the party's voters in name order, so the prefix is one range of exactly the matches
-- (with an age range, the birth date is checked on the same entries). Through the name index a prefix with DEM read
-- the prefix's voters of every party until 10,001 matched: p95 54-86 ms at 5,000,000 on a busy machine, the last
-- shapes over 50 ms (decision 0380). The party-and-birth-date index stays for a party and an age without a name.
CREATE INDEX contacts_search_party_name_idx ON contacts (party, last_name_key, first_name_key, id)
  INCLUDE (date_of_birth) WHERE is_active;
