-- What every area's tables use: substring search (pg_trgm), the sort order people read (English as in the
-- United Kingdom, the order the browser's sample provider sorts in), and the one search text of a record.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE COLLATION portal_en_gb (provider = icu, locale = 'en-GB');

-- A record's search text as shared-contracts' searchText makes it: its search fields that hold a value, in
-- lower case, a line break apart so a query never spans two.
CREATE FUNCTION portal_search_text(VARIADIC parts text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN lower(array_to_string(array_remove(parts, ''), E'\n') COLLATE "und-x-icu");
