-- btree_gist lets the booking claims' exclusion constraint mix "court_id WITH =" and "range WITH &&".
CREATE EXTENSION IF NOT EXISTS btree_gist;
