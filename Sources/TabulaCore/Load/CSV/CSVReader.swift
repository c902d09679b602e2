import Foundation

/// Reads CSV (RFC 4180) or TSV records from UTF-8 bytes, with the place of every field.
///
/// Fields are separated by the separator (`,` or a tab), records by `\r\n` or `\n`; a field
/// in double quotes may hold separators, line breaks and doubled quotes (`""` is one `"`).
/// A byte order mark at the start is skipped; a line with nothing on it is no record. What
/// is wrong (a quote left open, a quote inside an unquoted field, text after a closing quote)
/// is handed to `problem` with its place, and reading goes on, so every problem is found;
/// only a quote left open ends the file. (Hence no CSV package: none gives every problem its place.)
struct CSVReader {
    /// `,` for CSV, a tab for TSV.
    let separator: UInt8

    /// One record: its fields' text and where each starts.
    struct Record {
        var fields: [String] = []
        var positions: [SourcePosition] = []
        /// Where the record ends: after its last field, for a field that is missing.
        var end = SourcePosition(line: 1, column: 1)
    }

    func read(_ bytes: UnsafeRawBufferPointer, record: (Record) -> Void, problem: (SourcePosition, String) -> Void) {
        var scanner = Scanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.offset = 3 }
        let quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var field: [UInt8] = []
        while !scanner.atEnd {
            var current = Record()
            while true {
                let start = scanner.position
                field.removeAll(keepingCapacity: true)
                if scanner.peek == quote {
                    scanner.advance()
                    var closed = false
                    while let byte = scanner.peek {
                        scanner.advance()
                        if byte == quote {
                            if scanner.peek == quote {
                                scanner.advance()
                            } else {
                                closed = true
                                break
                            }
                        }
                        field.append(byte)
                    }
                    guard closed else {
                        problem(start, "this quoted field is never closed: end it with \", and write a quote inside it as \"\"")
                        return
                    }
                    if let byte = scanner.peek, byte != separator, byte != newline, !scanner.atLineEnd {
                        problem(scanner.position, "text after the closing quote of a field: put the whole field in quotes, and write a quote inside it as \"\"")
                        while let byte = scanner.peek, byte != separator, byte != newline, !scanner.atLineEnd { field.append(byte); scanner.advance() }
                    }
                } else {
                    var reported = false
                    while let byte = scanner.peek, byte != separator, byte != newline, !scanner.atLineEnd {
                        if byte == quote, !reported {
                            problem(scanner.position, "a quote inside a field that does not start with one: put the field in quotes and write the quote as \"\"")
                            reported = true
                        }
                        field.append(byte)
                        scanner.advance()
                    }
                }
                current.fields.append(String(decoding: field, as: UTF8.self))
                current.positions.append(start)
                current.end = scanner.position
                guard scanner.peek == separator else { break }
                scanner.advance()
            }
            // The line break ending the record.
            if scanner.peek == carriageReturn { scanner.advance() }
            if scanner.peek == newline { scanner.advance() }
            if current.fields.count == 1, current.fields[0].isEmpty { continue }  // an empty line
            record(current)
        }
    }

    /// A place in the bytes, with its line and column (columns count Unicode scalars).
    private struct Scanner {
        /// The bytes `read` was lent, for its call only (the scanner is made and dropped in it);
        /// every read is at an offset checked against `bytes.count`.
        let bytes: UnsafeRawBufferPointer
        var offset = 0
        var line = 1
        var column = 1

        var atEnd: Bool { offset >= bytes.count }
        var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }
        /// At a `\r\n` line break.
        var atLineEnd: Bool {
            offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "\r") && bytes[offset + 1] == UInt8(ascii: "\n")
        }
        var position: SourcePosition { SourcePosition(line: line, column: column) }

        mutating func advance() {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }
}
