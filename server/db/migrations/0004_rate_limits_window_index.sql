-- Lets the rate-limit store's periodic purge (server/rate-limits/postgres.ts)
-- find rows whose window ended long ago without reading the whole table,
-- which otherwise keeps one row per client address forever. Attempts within
-- a window leave window_started_at as it is, so they stay HOT updates; only
-- a key's first attempt and each new window add an index entry.
-- (Not CONCURRENTLY: migrations run in a transaction. Writes to rate_limits
-- wait while it is built, for a moment on all but a table grown very large.)
create index rate_limits_window_started_idx on rate_limits (window_started_at);
