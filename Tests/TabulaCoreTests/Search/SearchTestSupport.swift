import Foundation
import Synchronization
@testable import TabulaCore

/// Tables and queries for the search tests.
enum SearchTables {
    /// A table page of `texts` (and details) in one section, in `locale`.
    static func page(_ texts: [String], details: [String?] = [], locale: String = "en") -> TablePage {
        var settings = PageSettings()
        settings.locale = locale
        let rows = texts.enumerated().map { i, text in Row(id: "r\(i)", text: text, detail: i < details.count ? details[i] : nil) }
        return TablePage(source: "Content/t.json", outputPath: "t/index.html", title: "T", settings: settings,
                         sections: [TableSection(id: "rows", title: nil, rows: SectionRows(rows))])
    }

    /// The rows a query finds in a one-row table of `text`, as the script would (with the
    /// table's fold map).
    static func matches(_ query: String, _ text: String, locale: String) throws -> Bool {
        let model = try SearchScriptModel(files: SearchIndex().files(page([text], locale: locale)))
        return model.search(query).count == 1
    }
}

/// What a straightforward search finds: every row whose text has, for each query word, a
/// term whose primary collation weights (ICU, the whole string) start with the word's.
struct SearchReference {
    let collator: ICUCollator

    init(locale: String) { collator = ICUCollator(locale: locale)! }

    /// Words of a text split at separators, and where terms start in each (`SearchTokenizer`).
    static func terms(_ text: String) -> [String] {
        var out: [String] = [], word: [Unicode.Scalar] = [], starts: [Int] = [], lastUnspaced = false
        func end() {
            for start in starts { out.append(String(String.UnicodeScalarView(word[start...]))) }
            word = []
            starts = []
        }
        for scalar in text.unicodeScalars {
            let kind = SearchCharacters.kind(scalar)
            if kind == .separator {
                end()
                continue
            }
            if word.isEmpty || kind == .unspaced || lastUnspaced { starts.append(word.count) }
            lastUnspaced = kind == .unspaced
            word.append(scalar)
        }
        end()
        return out
    }

    static func words(_ query: String) -> [String] {
        query.unicodeScalars.split { SearchCharacters.kind($0) == .separator }.map { String(String.UnicodeScalarView($0)) }
    }

    /// Matching rows, best first (as `SearchScriptModel.Hit`s).
    func search(_ query: String, _ texts: [String]) -> [SearchScriptModel.Hit] {
        var seen = Set<[UInt32]>()
        let words = Self.words(query).map(collator.primaryWeights(of:)).filter { !$0.isEmpty && seen.insert($0).inserted }
        guard !words.isEmpty else { return [] }
        var hits: [SearchScriptModel.Hit] = []
        for (row, text) in texts.enumerated() {
            let terms = Self.terms(text).map(collator.primaryWeights(of:)).filter { !$0.isEmpty }
            var kinds = 0, positions = 0, matched = true
            for word in words {
                let best = terms.enumerated().compactMap { p, term in term.starts(with: word) ? (term == word ? 0 : 1, p) : nil }.min { $0 < $1 }
                guard let best else {
                    matched = false
                    break
                }
                kinds += best.0
                positions += best.1
            }
            if matched { hits.append(SearchScriptModel.Hit(row: row, kinds: kinds, positions: positions)) }
        }
        return hits.sorted { ($0.kinds, $0.positions, $0.row) < ($1.kinds, $1.positions, $1.row) }
    }
}

extension SearchIndex {
    /// The files, by path under the table's `windows/` folder.
    func files(_ page: TablePage) -> [(path: String, bytes: [UInt8])] {
        let files = Mutex<[(path: String, bytes: [UInt8])]>([])
        write(page) { path, bytes in files.withLock { $0.append((path, bytes)) } }
        return files.withLock { $0 }
    }
}
