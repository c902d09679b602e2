/// The byte form of the cache's records (see `BinaryRecord`).
extension BuildCache.LastBuild {
    init(from reader: inout BinaryReader) throws(BinaryReader.Truncated) {
        digest = try reader.hash()
        outputs = try reader.records([String: OutputStamp].self)
        rows = Int(try reader.int())
        pages = Int(try reader.int())
        warnings = try reader.json([Diagnostic].self)
    }

    func write(to writer: inout BinaryWriter) {
        writer.hash(digest)
        writer.records(outputs)
        writer.int(rows)
        writer.int(pages)
        writer.json(warnings)
    }
}

extension BuildCache.PageRecord {
    init(from reader: inout BinaryReader) throws(BinaryReader.Truncated) {
        key = try reader.hash()
        outputs = try reader.strings()
        outputKeys = try reader.hashes()
        rows = Int(try reader.int())
        warnings = try reader.json([Diagnostic].self)
    }

    func write(to writer: inout BinaryWriter) {
        writer.hash(key)
        writer.strings(outputs)
        writer.hashes(outputKeys)
        writer.int(rows)
        writer.json(warnings)
    }
}

extension OutputStamp: BinaryRecord {
    init(from reader: inout BinaryReader) throws(BinaryReader.Truncated) {
        size = try reader.int()
        modified = try reader.int()
    }

    func write(to writer: inout BinaryWriter) {
        writer.int(size)
        writer.int(modified)
    }
}

extension InputScan.File: BinaryRecord {
    init(from reader: inout BinaryReader) throws(BinaryReader.Truncated) {
        path = try reader.string()
        size = try reader.int()
        modified = try reader.int()
        inode = try reader.uint()
        hash = try reader.hash()
    }

    func write(to writer: inout BinaryWriter) {
        writer.string(path)
        writer.int(size)
        writer.int(modified)
        writer.uint(inode)
        writer.hash(hash)
    }
}

extension InputScan {
    /// Every scanned input, by path, as one record.
    struct Files: BinaryRecord {
        var files: [String: File]

        init(files: [String: File]) { self.files = files }

        init(from reader: inout BinaryReader) throws(BinaryReader.Truncated) {
            files = try reader.records([String: File].self)
        }

        func write(to writer: inout BinaryWriter) { writer.records(files) }
    }
}
