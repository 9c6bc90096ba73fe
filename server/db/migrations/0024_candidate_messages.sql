-- Writing to a candidate from their application (issue #37, decision 0051).

-- The admin's message templates, in English and Hindi. {candidate}, {job}
-- and {firm} in a subject or body are filled in when a message is sent.
create table message_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(btrim(name)) between 1 and 80),
  subject_en text not null check (length(btrim(subject_en)) between 1 and 150 and subject_en !~ '[\r\n]'),
  body_en text not null check (length(btrim(body_en)) between 1 and 5000),
  subject_hi text not null check (length(btrim(subject_hi)) between 1 and 150 and subject_hi !~ '[\r\n]'),
  body_hi text not null check (length(btrim(body_hi)) between 1 and 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

insert into message_templates (name, subject_en, body_en, subject_hi, body_hi) values
(
  'Call for interview',
  'Interview for {job}',
  E'Dear {candidate},\n\nThank you for applying for {job}. We would like to meet you for an interview. Please reply to this e-mail with two or three times that suit you this week.\n\nRegards,\n{firm}',
  '{job} के लिए इंटरव्यू',
  E'प्रिय {candidate},\n\n{job} के लिए आवेदन करने के लिए धन्यवाद। हम आपसे इंटरव्यू के लिए मिलना चाहेंगे। कृपया इस ई-मेल का उत्तर देकर इस सप्ताह के दो या तीन समय बताएँ जो आपके लिए ठीक हों।\n\nसादर,\n{firm}'
),
(
  'Documents needed',
  'Documents needed for {job}',
  E'Dear {candidate},\n\nTo take your application for {job} forward, please reply to this e-mail with your latest resume, your highest education certificate, a photo ID and your last three salary slips.\n\nRegards,\n{firm}',
  '{job} के लिए आवश्यक दस्तावेज़',
  E'प्रिय {candidate},\n\n{job} के लिए आपका आवेदन आगे बढ़ाने के लिए कृपया इस ई-मेल के उत्तर में अपना नवीनतम रिज़्यूमे, उच्चतम शिक्षा का प्रमाणपत्र, एक फ़ोटो पहचान पत्र और पिछली तीन सैलरी स्लिप भेजें।\n\nसादर,\n{firm}'
),
(
  'Not selected',
  'Your application for {job}',
  E'Dear {candidate},\n\nThank you for your interest in {job}. After careful review we will not be taking your application forward this time. We will keep your profile and write to you when a suitable role opens.\n\nRegards,\n{firm}',
  '{job} के लिए आपका आवेदन',
  E'प्रिय {candidate},\n\n{job} में रुचि दिखाने के लिए धन्यवाद। ध्यान से विचार करने के बाद इस बार हम आपका आवेदन आगे नहीं बढ़ा रहे हैं। हम आपकी प्रोफ़ाइल रखेंगे और कोई उपयुक्त पद खुलने पर आपको लिखेंगे।\n\nसादर,\n{firm}'
);

-- Each message written to a candidate, as sent (placeholders filled in), on
-- the application's history. The candidate sees their own in My Applications.
create table application_messages (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references job_applications (id) on delete cascade,
  sender_id text references "user" ("id") on delete set null,
  sender_email text not null,
  template_id uuid references message_templates (id) on delete set null,
  language text not null check (language in ('en-IN', 'hi-IN')),
  subject text not null check (length(btrim(subject)) between 1 and 150 and subject !~ '[\r\n]'),
  body text not null check (length(btrim(body)) between 1 and 5000),
  sent_at timestamptz not null default now()
);
create index application_messages_application_idx on application_messages (application_id, sent_at);
