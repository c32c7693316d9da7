-- An export file's pieces are not written to the write-ahead log: a 1,000,000-voter CSV wrote 267 MB of WAL on top of
-- its 243 MB of pieces, and that is where a busy machine or a slow disk lost the time (decision 0401). A database
-- crash (not an app crash) empties the table; the download then says the file is no longer available.
ALTER TABLE "export_file_chunks" SET UNLOGGED;
