-- The language an account reads the site and its e-mails in (issue #25):
-- set by the language switch while signed in, and at registration from the
-- page's language. Null: not chosen (English e-mails; pages follow the
-- cookie or the browser).
alter table "user" add column language text check (language in ('en-IN', 'hi-IN'));

-- A visitor's job alert has no account: it keeps the language of the page it
-- was made on, for its confirmation and its e-mails.
alter table job_alerts add column language text check (language in ('en-IN', 'hi-IN'));
