-- Where a reply to a message goes (the visitor, for a contact enquiry): the
-- outbox lost it on its way to the mail queue (decision 0031).
alter table mail_outbox add column reply_to text check (reply_to !~ '[\r\n]');
