/// Which characters make up words, and which scripts are written without spaces between
/// words. `tabula.js` classifies the characters of a query the same way (`kindOf`): keep the
/// two in step, or rows are filed under terms the script never looks for.
enum SearchCharacters {
    enum Kind: UInt8, Sendable {
        /// Not part of a word: spaces, punctuation, symbols.
        case separator
        /// A letter, mark, number or format character of a script written with spaces.
        case word
        /// A word character of a script written without spaces (Chinese, Japanese, Thai, …):
        /// each one starts a term, so a query matches by character sequence.
        case unspaced
    }

    /// General categories L*, M*, N* and Cf (soft hyphens and joiners stay inside a word)
    /// are word characters, as `[\p{L}\p{M}\p{N}\p{Cf}]` in the script.
    static func kind(_ scalar: Unicode.Scalar) -> Kind {
        if scalar.value < 0x80 {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return .word
            default: return .separator
            }
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .format:
            return isUnspaced(scalar.value) ? .unspaced : .word
        default:
            return .separator
        }
    }

    /// Blocks of scripts written without spaces: Thai, Lao, Myanmar, Khmer, CJK radicals and
    /// marks, kana, bopomofo, Han (with its extensions and compatibility ideographs).
    static let unspacedRanges: [ClosedRange<UInt32>] = [
        0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029,
        0x3031...0x3035, 0x3038...0x303C, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x1B000...0x1B16F, 0x20000...0x3FFFF,
    ]

    static func isUnspaced(_ value: UInt32) -> Bool {
        guard value >= 0x0E00 else { return false }
        return unspacedRanges.contains { $0.contains(value) }
    }

    /// Precomposed Hangul syllables fold to themselves: ICU collates each as its jamo, which
    /// would make every syllable of a Korean table an entry of the fold map.
    static func isHangulSyllable(_ value: UInt32) -> Bool { (0xAC00...0xD7A3).contains(value) }
}
