-- A ballot file's rows are staged only while its import runs and removed when it ends (issue 37): nothing there
-- needs to survive a crash, so the table skips the write-ahead log (an interrupted import is imported again).
ALTER TABLE "ballot_import_rows" SET UNLOGGED;
