-- A first name with a ballot group, the ballots' side of it (decision 0406): "Jo" with "voted" at 5,000,000 voters read
-- the contacts' first-name index until 10,001 of them had a voted ballot (187 ms); the name's ballots of the group
-- are one range of this index.
CREATE INDEX ballots_first_name_idx ON ballots (election_date, status, first_name_key, last_name_key, contact_id)
  INCLUDE (supporter_status) WHERE is_active;
