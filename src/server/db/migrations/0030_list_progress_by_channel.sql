-- Hand-written (issue 35): a list counts the attempts of its own channel only, a walk list its doors and a call
-- list its calls. Until now every attempt set the voter's result on every list: a door knocked counted on the
-- voter's call lists ("No answer" for "Nobody home"), a text on walk lists. A member whose result came from
-- another channel takes the latest attempt of its list's channel made since the list was made and no later than
-- that result, or none (the list then marks the other channel's result without counting it). A member keeps
-- its attempt's time to the millisecond, the attempt to the microsecond.
UPDATE contact_list_members m
SET (last_result, last_attempt_at, last_attempt_by) = (
  SELECT a.result, date_trunc('milliseconds', a.created_at), a.user_id FROM contact_attempts a
  WHERE a.contact_id = m.contact_id
    AND a.channel = CASE l.kind WHEN 'walk' THEN 'door'::attempt_channel ELSE 'phone'::attempt_channel END
    AND a.created_at >= l.created_at AND date_trunc('milliseconds', a.created_at) <= m.last_attempt_at
  ORDER BY a.created_at DESC LIMIT 1
)
FROM contact_lists l
WHERE l.id = m.list_id AND m.last_result IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM contact_attempts a
    WHERE a.contact_id = m.contact_id AND date_trunc('milliseconds', a.created_at) = m.last_attempt_at
      AND a.channel = CASE l.kind WHEN 'walk' THEN 'door'::attempt_channel ELSE 'phone'::attempt_channel END
  );
