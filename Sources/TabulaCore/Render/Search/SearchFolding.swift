/// How a table's search folds text: each character becomes the characters standing for its
/// primary collation weights in the table's locale, so two words fold to the same string
/// exactly when ICU compares them equal at primary strength, and one folds to a prefix of the
/// other when its weights are a prefix of the other's. Case, accents and width fold as the
/// locale folds them (`sv` keeps å, ä, ö apart from a and o; `de` folds ß to ss; `tr` folds
/// I to ı and İ to i; `ja` folds katakana to hiragana).
///
/// Each primary weight stands for one *representative* character: of the characters whose
/// only weight it is, a lowercase one if any, else the smallest. A character with no weight
/// (a combining mark, a soft hyphen) folds to nothing; one with several (ß, æ in `en`, ½)
/// folds to several. A weight no single character carries gets a private-use character.
///
/// Characters are folded one at a time, so contractions are not seen: Czech "ch" folds as
/// "c" + "h" (a query "c" finds "chléb", which Czech collation puts after "h").
///
/// The script (`tabula.js`) folds a query the same way with `browserMap`: a character the map
/// lacks folds to itself lowercased (`String.lowercased`, the same mapping as JavaScript's
/// `toLowerCase`). So the map holds only characters whose fold is not their lowercase.
struct SearchFolding: Sendable {
    struct Entry: Sendable {
        var kind: SearchCharacters.Kind
        /// The fold's UTF-8 bytes in `bytes`.
        var start: UInt32
        var length: UInt16
    }

    private let ascii: [Entry]
    private let others: [UInt32: Entry]
    /// The folds of every entry, one after another (UTF-8).
    let bytes: [UInt8]
    /// The most bytes a character folds to.
    let longestFold: Int
    /// Per ASCII character, the one ASCII byte it folds to when it is a word character that
    /// folds to one (most are), else 0: the tokenizer's fast path.
    let simpleASCII: [UInt8]
    /// Fold → the characters folding to it that the script must be told of, in code point
    /// order (both as UTF-8 strings), sorted by fold.
    let browserMap: [(fold: String, characters: String)]

    /// Characters a query may hold although the table does not (`straße` for a table writing
    /// "Strasse", hiragana for one in katakana): Latin-1, Latin Extended-A, Greek, Cyrillic,
    /// kana and full-width letters and digits. Only those folding to characters the table's
    /// own folds hold go in the map (the others could find nothing).
    static let extras: [ClosedRange<UInt32>] = [0xC0...0x17F, 0x370...0x4FF, 0x3041...0x30FF, 0xFF10...0xFF19, 0xFF21...0xFF3A,
                                                0xFF41...0xFF5A, 0xFF66...0xFF9F]

    /// The folding of a table page's rows' texts (`SearchTokenizer.text`) by its locale's
    /// collation.
    init(_ page: TablePage) {
        let collator = ICUCollator(locale: page.settings.locale ?? "") ?? ICUCollator(locale: "")!
        let scalars = RowLookup.inChunks(page) { slice, range -> Set<UInt32> in
            let rows = slice.span
            var found = Set<UInt32>()
            func scan(_ text: String) {
                let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } } ?? false
                if !ascii { for scalar in text.unicodeScalars where scalar.value >= 0x80 { found.insert(scalar.value) } }
            }
            for i in range {
                scan(rows[i].text)
                if let detail = rows[i].detail { scan(detail) }
            }
            return found
        }
        self.init(collator: collator, scalars: scalars.reduce(into: Set()) { $0.formUnion($1) })
    }

    /// The folding of a table whose texts hold `scalars` (beyond ASCII), by `collator`.
    init(collator: ICUCollator, scalars textScalars: Set<UInt32>) {
        // Characters the text holds, and their other cases: each gets its fold.
        var folded = Set<UInt32>((0x20...0x7E).map { UInt32($0) })
        for value in textScalars {
            folded.insert(value)
            guard let scalar = Unicode.Scalar(value) else { continue }
            for mapping in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping, scalar.properties.titlecaseMapping] {
                let scalars = mapping.unicodeScalars
                if scalars.count == 1 { folded.insert(scalars.first!.value) }
            }
        }
        var candidates = folded
        for range in Self.extras { candidates.formUnion(range) }
        let ordered = candidates.sorted()
        let weights = collator.primaryWeights(ordered)

        // The representative of each weight.
        var representative: [UInt32: UInt32] = [:]
        var isLower: [UInt32: Bool] = [:]
        for (value, own) in zip(ordered, weights) where own.count == 1 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let lower = scalar.properties.lowercaseMapping == String(Character(scalar))
            if let current = representative[own[0]], isLower[current]! || !lower { continue }
            representative[own[0]] = value
            isLower[value] = lower
        }
        var spare: UInt32 = 0xF0000
        for weight in Set(weights.joined()).subtracting(representative.keys).sorted() {
            while candidates.contains(spare) { spare += 1 }
            representative[weight] = spare
            spare += 1
        }

        var bytes: [UInt8] = []
        var ascii = [Entry](repeating: Entry(kind: .separator, start: 0, length: 0), count: 128)
        var others: [UInt32: Entry] = [:]
        var foldOf: [UInt32: [UInt32]] = [:]
        for (value, own) in zip(ordered, weights) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let kind = SearchCharacters.kind(scalar)
            guard kind != .separator else { continue }
            let fold = SearchCharacters.isHangulSyllable(value) ? [value] : own.map { representative[$0]! }
            foldOf[value] = fold
            let start = UInt32(bytes.count)
            for value in fold { bytes.append(contentsOf: Unicode.Scalar(value)!.utf8) }
            let entry = Entry(kind: kind, start: start, length: UInt16(bytes.count - Int(start)))
            if value < 0x80 { ascii[Int(value)] = entry } else { others[value] = entry }
        }
        self.ascii = ascii
        self.others = others
        self.bytes = bytes
        longestFold = max(1, (ascii + others.values).map { Int($0.length) }.max() ?? 1)
        simpleASCII = ascii.map { $0.kind == .word && $0.length == 1 && bytes[Int($0.start)] < 0x80 ? bytes[Int($0.start)] : 0 }

        // The map: text characters and their cases whose fold is not their lowercase, and
        // the extras that fold to characters the text's folds hold (the others find nothing).
        let textFolds = Set(folded.compactMap { foldOf[$0] }.joined())
        var map: [String: [UInt32]] = [:]
        for (value, fold) in foldOf {
            let lower = Unicode.Scalar(value)!.properties.lowercaseMapping.unicodeScalars.map(\.value)
            guard fold != lower, folded.contains(value) || (!fold.isEmpty && fold.allSatisfy(textFolds.contains)) else { continue }
            map[String(String.UnicodeScalarView(fold.compactMap(Unicode.Scalar.init))), default: []].append(value)
        }
        browserMap = map.map { fold, characters in
            (fold, String(String.UnicodeScalarView(characters.sorted().compactMap(Unicode.Scalar.init))))
        }.sorted { Array($0.fold.utf8).lexicographicallyPrecedes($1.fold.utf8) }
    }

    /// The kind and fold of a character: a separator, for one not in the table's texts.
    @inline(__always)
    func entry(_ value: UInt32) -> Entry {
        if value < 0x80 { return ascii[Int(value)] }
        return others[value] ?? Entry(kind: .separator, start: 0, length: 0)
    }

    @inline(__always)
    func ascii(_ byte: UInt8) -> Entry { ascii[Int(byte)] }

    /// `browserMap` as a JSON object.
    var browserMapJSON: [UInt8] {
        var json: [UInt8] = [UInt8(ascii: "{")]
        for (i, entry) in browserMap.enumerated() {
            if i > 0 { json.append(literal: ",") }
            JSONText.appendQuoted(entry.fold.utf8.span, to: &json)
            json.append(literal: ":")
            JSONText.appendQuoted(entry.characters.utf8.span, to: &json)
        }
        json.append(literal: "}")
        return json
    }
}
