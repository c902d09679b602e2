import Foundation

/// A text file's bytes as a String, or where they first stop being UTF-8.
enum UTF8Text {
    /// The text of `bytes`; an error at the line and column of the first byte that is not
    /// part of a well-formed UTF-8 sequence (columns count Unicode scalars, as everywhere).
    static func decode(_ bytes: Data) throws(PositionedError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var (line, column, offset) = (1, 1, 0)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    (line, column) = (line + 1, 1)
                } else {
                    column += 1
                }
            case .error:
                let byte = String(format: "0x%02X", bytes[bytes.startIndex + offset])
                throw PositionedError(SourcePosition(line: line, column: column),
                                      "invalid UTF-8 byte \(byte): save this file as UTF-8")
            case .emptyInput:
                // Not reached: `String(validating:)` failed, so some sequence is malformed.
                throw PositionedError(.wholeFile, "this file is not valid UTF-8: save it as UTF-8")
            }
        }
    }
}
