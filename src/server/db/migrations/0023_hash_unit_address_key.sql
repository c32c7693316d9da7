-- A "#" before a unit is the unit word (issues 18 and 19): "1 Oak St #4", "# 4", "Apt #4" and "Unit #4" are all
-- "1 oak st apt 4", like "1 Oak St Apt 4". Before, "#" was a space ("1 oak st 4"), so "#4" and "Apt 4" were two
-- households, an address search for "Apt 4" missed "#4", and a walk list read "oak st 4" as another street.
-- A unit word already before the "#" is kept once (no "apt apt"); a "#" with no letter or digit after it is
-- still a space. Every address without a "#" keeps its key (address-key.int.test.ts compares with 0013's).
CREATE OR REPLACE FUNCTION gw_address_key(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  folded text := gw_fold(value);
  spaced text;
  words text[];
BEGIN
  IF strpos(folded, '#') > 0 THEN
    folded := regexp_replace(folded,
      '(\m(apartment|unit|suite|ste|apt)\M[^a-z0-9]*)?#[^a-z0-9]*(?=[a-z0-9])', ' apt ', 'g');
  END IF;
  spaced := btrim(regexp_replace(folded, '[^a-z0-9]+', ' ', 'g'));
  IF spaced !~ '\m(street|str|drive|drv|avenue|av|aven|road|boulevard|boul|lane|court|circle|circ|place|terrace|terr|highway|hiway|parkway|north|south|east|west|apartment|unit|suite|ste)\M' THEN
    RETURN nullif(spaced, '');
  END IF;
  words := string_to_array(spaced, ' ');
  FOR i IN 1..array_length(words, 1) LOOP
    words[i] := CASE words[i]
      WHEN 'street' THEN 'st' WHEN 'str' THEN 'st'
      WHEN 'drive' THEN 'dr' WHEN 'drv' THEN 'dr'
      WHEN 'avenue' THEN 'ave' WHEN 'av' THEN 'ave' WHEN 'aven' THEN 'ave'
      WHEN 'road' THEN 'rd'
      WHEN 'boulevard' THEN 'blvd' WHEN 'boul' THEN 'blvd'
      WHEN 'lane' THEN 'ln'
      WHEN 'court' THEN 'ct'
      WHEN 'circle' THEN 'cir' WHEN 'circ' THEN 'cir'
      WHEN 'place' THEN 'pl'
      WHEN 'terrace' THEN 'ter' WHEN 'terr' THEN 'ter'
      WHEN 'highway' THEN 'hwy' WHEN 'hiway' THEN 'hwy'
      WHEN 'parkway' THEN 'pkwy'
      WHEN 'north' THEN 'n' WHEN 'south' THEN 's' WHEN 'east' THEN 'e' WHEN 'west' THEN 'w'
      WHEN 'apartment' THEN 'apt' WHEN 'unit' THEN 'apt' WHEN 'suite' THEN 'apt' WHEN 'ste' THEN 'apt'
      ELSE words[i] END;
  END LOOP;
  RETURN array_to_string(words, ' ');
END
$$;
--> statement-breakpoint
-- The stored keys (street_address_key, street_name_key) are generated columns: setting the address to itself
-- computes them again. Only an address with a "#" can have a new key.
UPDATE contacts SET street_address = street_address WHERE strpos(street_address, '#') > 0;
